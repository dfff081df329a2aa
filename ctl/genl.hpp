// SPDX-License-Identifier: GPL-2.0
//
// A small RAII generic-netlink client on libnl-genl-3.
//
// Socket::open() connects a generic-netlink socket, turns on extended acks
// and resolves a family by name. Socket::transact() sends one request and
// collects its replies; a kernel error becomes an Error carrying the errno and
// the kernel's extended-ack message. Every libnl object is owned by exactly
// one C++ object, and no C++ exception ever unwinds through libnl.

#pragma once

#include <netlink/attr.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

struct nl_msg;
struct nl_sock;
struct nlmsgerr;
struct sockaddr_nl;

namespace gpuslice::genl {

// Attribute policy of a reply: entry i validates attribute type i, so the
// span holds maxtype + 1 entries. Attributes above maxtype are ignored (newer
// modules may add some).
using Policy = std::span<const nla_policy>;

// A request being built: a generic-netlink message for one command.
class Request {
 public:
  Request& put_u32(int type, std::uint32_t value);
  // Puts `value` as a NUL-terminated string attribute.
  Request& put_string(int type, const std::string& value);

 private:
  friend class Socket;
  Request(int family_id, std::uint8_t version, std::uint8_t cmd);

  struct MsgFree {
    void operator()(nl_msg* msg) const;
  };
  std::unique_ptr<nl_msg, MsgFree> msg_;
};

// One reply message: a private copy of it and its attributes, parsed and
// validated against a policy.
class Reply {
 public:
  Reply(Reply&&) noexcept = default;
  Reply& operator=(Reply&&) noexcept = default;
  Reply(const Reply&) = delete;
  Reply& operator=(const Reply&) = delete;

  bool has(int type) const;
  // The value of a required attribute; throws Error when it is missing.
  std::uint32_t u32(int type) const;
  std::string string(int type) const;

 private:
  friend class Socket;
  Reply(std::string_view operation, std::vector<unsigned char> bytes, Policy policy);
  const nlattr* required(int type) const;

  std::string operation_;
  std::vector<unsigned char> bytes_;  // the message; attrs_ points into it
  std::vector<nlattr*> attrs_;        // indexed by attribute type
};

class Socket {
 public:
  // Connects and resolves `family`. Returns std::nullopt when the kernel has
  // no such family (for a module's family: the module is not loaded, or its
  // family is not visible from this network namespace). Throws Error on any
  // other failure.
  static std::optional<Socket> open(const std::string& family, std::uint8_t version);

  Socket(Socket&&) noexcept = default;
  Socket& operator=(Socket&&) noexcept = default;
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  ~Socket() = default;

  Request request(std::uint8_t cmd) const;

  // Sends `request` (used up) and waits for its acknowledgement. Returns the replies,
  // each parsed against `policy`. `operation` names the request in errors
  // ("get status" gives "get status: Operation not permitted").
  std::vector<Reply> transact(Request request, std::string_view operation, Policy policy);

 private:
  // What the last kernel error said; filled in by on_error().
  struct AckState {
    int error = 0;        // positive errno; 0: no error
    std::string message;  // extended-ack message; may be empty
  };
  struct SockFree {
    void operator()(nl_sock* sock) const;
  };
  Socket() = default;
  static int on_error(sockaddr_nl* from, nlmsgerr* err, void* arg);

  // Heap-allocated so that the address registered with libnl stays valid
  // when the Socket moves. Declared first: it outlives the socket.
  std::unique_ptr<AckState> ack_;
  std::unique_ptr<nl_sock, SockFree> sock_;
  int family_id_ = 0;
  std::uint8_t version_ = 0;
};

}  // namespace gpuslice::genl
