// SPDX-License-Identifier: GPL-2.0
/*
 * The real driver's version, and the table of the ABI description
 * (core/nv_abi.h) gpuslice uses for it: the version's own when it is a
 * supported one; its branch's for another release of a supported branch
 * (said once); the one the administrator names with the nv_version
 * parameter, whatever the driver says (said once, as unsupported); none
 * for anything else, which is refused (said once, with the supported list
 * and the way forward): files do not open and slices are not made, while
 * the module stays loaded and says why (GET_STATUS).
 *
 * Each driver version, with the override then in force, is said once per
 * load: the versions seen are kept in a list, each with the message a
 * refused request carries in its extended ack, which must outlive the
 * request (6.1's extack takes only a string that stays).
 */

#include <linux/file.h>
#include <linux/fs.h>
#include <linux/list.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#include "nv_abi.h"
#include "nvversion.h"
#include "realdrv.h"

/*
 * The table the administrator asks for (nv_version), whatever the driver
 * says; NULL when not set. Written by the parameter's setter under the
 * kernel's parameter lock, read once per lookup: a table is const data,
 * so the pointer alone is the state.
 */
static const struct gs_abi *nv_override;

static int nv_version_set(const char *val, const struct kernel_param *kp)
{
	char version[GPUSLICE_VERSION_MAX], supported[256];
	const struct gs_abi *abi;
	enum gs_abi_match match;

	/* "echo 580.142 > .../nv_version" writes a newline */
	strscpy(version, val, sizeof(version));
	strim(version);
	if (!version[0]) {
		WRITE_ONCE(nv_override, NULL);
		return 0;
	}
	abi = gs_abi_find(version, &match);
	if (!abi || match != GS_ABI_EXACT) {
		gs_abi_supported(supported, sizeof(supported));
		pr_err("nv_version=%s is not a supported NVIDIA driver version; supported: %s\n",
		       version, supported);
		return -EINVAL;
	}
	WRITE_ONCE(nv_override, abi);
	return 0;
}

static int nv_version_get(char *buffer, const struct kernel_param *kp)
{
	const struct gs_abi *abi = READ_ONCE(nv_override);

	return sysfs_emit(buffer, "%s\n", abi ? abi->version : "");
}

static const struct kernel_param_ops nv_version_ops = {
	.set = nv_version_set,
	.get = nv_version_get,
};

module_param_cb(nv_version, &nv_version_ops, NULL, 0644);
MODULE_PARM_DESC(nv_version,
		 "use this supported NVIDIA driver version's table whatever the driver's version (unsupported); empty: the driver's own");

/**
 * struct seen - a driver version gpuslice has looked up
 * @node: in seen_list
 * @override: the override in force then
 * @v: what the lookup gave, @v.refusal pointing into @msg when refused
 * @version: the driver's version string
 * @msg: the refusal's text, for a driver without a table
 */
struct seen {
	struct list_head node;
	const struct gs_abi *override;
	struct gs_nvversion v;
	char version[GPUSLICE_VERSION_MAX];
	char msg[];
};

/* The versions looked up since load, each said once; bounded by them. */
static LIST_HEAD(seen_list);
static DEFINE_MUTEX(seen_lock);	/* guards seen_list and its entries */

/* For a version whose entry could not be kept, the log says so anew. */
static const char refusal_nomem[] =
	"the NVIDIA driver's version has no table in this gpuslice (see the kernel log)";

/* How @version maps to a table with @override in force, into @v. */
static void lookup(const char *version, const struct gs_abi *override,
		   struct gs_nvversion *v)
{
	enum gs_abi_match match;

	v->refusal = NULL;
	/* a driver without a version has no table but the override's */
	v->abi = gs_abi_find(version, &match);
	if (override && !(v->abi == override && match == GS_ABI_EXACT)) {
		v->abi = override;
		v->match = GPUSLICE_DRIVER_OVERRIDE;
		return;
	}
	switch (match) {
	case GS_ABI_EXACT:
		v->match = GPUSLICE_DRIVER_EXACT;
		break;
	case GS_ABI_BRANCH:
		v->match = GPUSLICE_DRIVER_BRANCH;
		break;
	default:
		v->match = GPUSLICE_DRIVER_UNSUPPORTED;
		break;
	}
}

/* Says once what was decided for @s; refusals get their message. */
static void say(struct seen *s, size_t msg_size)
{
	const char *version = s->version[0] ? s->version : "(no version)";
	char supported[256];

	switch (s->v.match) {
	case GPUSLICE_DRIVER_EXACT:
		break;
	case GPUSLICE_DRIVER_BRANCH:
		pr_info("NVIDIA driver %s: using branch %u's table, as %s\n",
			version, GS_ABI_KEY_BRANCH(s->v.abi->key),
			s->v.abi->version);
		break;
	case GPUSLICE_DRIVER_OVERRIDE:
		pr_warn("NVIDIA driver %s; using the table of %s as the administrator asked (nv_version): unsupported\n",
			version, s->v.abi->version);
		break;
	default:
		gs_abi_supported(supported, sizeof(supported));
		snprintf(s->msg, msg_size,
			 "NVIDIA driver %s is not supported by this gpuslice (supported: %s): upgrade gpuslice to a version that supports it, or name a supported version in the module parameter nv_version (unsupported)",
			 version, supported);
		s->v.refusal = s->msg;
		pr_err("%s\n", s->msg);
		break;
	}
}

/* Room for the refusal: its text and the supported list. */
#define MSG_SIZE	512

/**
 * gs_nvversion_of() - the table gpuslice uses for a driver version
 * @version: the driver's version string, NULL when it has none
 * @v: set to the table, how it was chosen, and for none why
 *
 * Says in the kernel log, once per version and override, what was chosen
 * unless it is the version's own table. Sleeps.
 */
void gs_nvversion_of(const char *version, struct gs_nvversion *v)
{
	const struct gs_abi *override = READ_ONCE(nv_override);
	const char *name = version ? version : "";
	struct seen *s;

	mutex_lock(&seen_lock);
	list_for_each_entry(s, &seen_list, node) {
		if (s->override == override && !strcmp(s->version, name)) {
			*v = s->v;
			mutex_unlock(&seen_lock);
			return;
		}
	}
	s = kzalloc(struct_size(s, msg, MSG_SIZE), GFP_KERNEL);
	if (!s) {
		mutex_unlock(&seen_lock);
		lookup(version, override, v);
		if (!v->abi) {
			v->refusal = refusal_nomem;
			pr_err_ratelimited("NVIDIA driver %s: %s\n", name,
					   refusal_nomem);
		}
		return;
	}
	s->override = override;
	strscpy(s->version, name, sizeof(s->version));
	lookup(version, override, &s->v);
	say(s, MSG_SIZE);
	list_add(&s->node, &seen_list);
	*v = s->v;
	mutex_unlock(&seen_lock);
}

/**
 * gs_nvversion_probe() - the version and table of the driver there is now
 * @version: receives the driver's version string, "" when there is none
 * @len: its size
 * @v: set as by gs_nvversion_of(); GPUSLICE_DRIVER_NONE without a driver
 *
 * Opens /dev/nvidiactl for the caller, as a slice's file would, and reads
 * the version of the driver behind it. Sleeps.
 *
 * Return: 0, or the open's negative errno (@v then says NONE).
 */
int gs_nvversion_probe(char *version, size_t len, struct gs_nvversion *v)
{
	const char *driver;
	struct file *ctl;

	version[0] = '\0';
	ctl = gs_realdrv_open(GS_NV_NODE_CTL, 0, O_RDONLY);
	if (IS_ERR(ctl)) {
		v->abi = NULL;
		v->match = GPUSLICE_DRIVER_NONE;
		v->refusal = NULL;
		return PTR_ERR(ctl);
	}
	/* valid while the file holds the driver's module */
	driver = gs_realdrv_version(ctl);
	if (driver)
		strscpy(version, driver, len);
	gs_nvversion_of(driver, v);
	fput(ctl);
	return 0;
}

/* Forgets the versions seen: nothing can look one up any more. */
void gs_nvversion_uninit(void)
{
	struct seen *s, *tmp;

	list_for_each_entry_safe(s, tmp, &seen_list, node)
		kfree(s);
}
