/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CONTROLLER_H
#define _GS_CONTROLLER_H

struct gs_compute_report;
struct gs_slice;

void gs_controller_settings(struct gs_slice *s, unsigned int gpu);
void gs_controller_report(struct gs_slice *s, unsigned int gpu,
			  struct gs_compute_report *r);
void gs_controller_init(void);
void gs_controller_uninit(void);

#endif /* _GS_CONTROLLER_H */
