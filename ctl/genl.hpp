// SPDX-License-Identifier: GPL-2.0
//
// A small RAII generic-netlink client on libnl-genl-3.
//
// Socket::open() connects a generic-netlink socket, turns on extended acks
// and resolves a family by name. Socket::transact() sends one request and
// collects its replies; Socket::dump() asks for a dump (NLM_F_DUMP) and
// collects every part of it up to NLMSG_DONE, starting over when the kernel
// flags it interrupted (NLM_F_DUMP_INTR); Socket::join() and receive()
// listen to a multicast group. A kernel error becomes an Error
// carrying the errno and the kernel's extended-ack message. Every libnl object
// is owned by exactly one C++ object, and no C++ exception ever unwinds through
// libnl.

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
  Request& put_u64(int type, std::uint64_t value);
  // Puts `value` as a NUL-terminated string attribute.
  Request& put_string(int type, const std::string& value);
  // Opens a nested attribute (NLA_F_NESTED set): the attributes put until
  // the matching end_nested() go inside it. Nests may nest.
  Request& begin_nested(int type);
  Request& end_nested();
  // Puts a nested attribute with nothing in it (libnl drops a nest that
  // end_nested() closes empty).
  Request& put_empty_nested(int type);

 private:
  friend class Socket;
  Request(int family_id, std::uint8_t version, std::uint8_t cmd);

  struct MsgFree {
    void operator()(nl_msg* msg) const;
  };
  std::unique_ptr<nl_msg, MsgFree> msg_;
  std::vector<nlattr*> open_nests_;  // innermost last; point into msg_
};

// The attributes of a message or of a nested attribute, parsed and validated
// against a policy. A view: it points into bytes that a Reply owns, and is
// valid as long as that Reply lives. Accessors of required attributes throw
// Error ("<operation>: malformed reply: ...") when one is missing or does not
// have the expected form.
class Attrs {
 public:
  bool has(int type) const;
  std::uint32_t u32(int type) const;
  std::uint64_t u64(int type) const;
  std::string string(int type) const;
  // The attributes inside nested attribute `type`, parsed against `policy`.
  Attrs nested(int type, Policy policy) const;
  // Nested attribute `type` as an array: each attribute inside it (of any
  // type, in order) is itself nested and parsed against `policy`.
  std::vector<Attrs> nested_array(int type, Policy policy) const;
  // Nested attribute `type` as an array of u32 attributes (of any type).
  std::vector<std::uint32_t> u32_array(int type) const;
  // Nested attribute `type` as an array of NUL-terminated strings (of any
  // type), each without a NUL inside.
  std::vector<std::string> string_array(int type) const;

 private:
  friend class Reply;
  // Parses the `len` bytes of attributes at `head`.
  Attrs(const std::string* operation, nlattr* head, int len, Policy policy);
  const nlattr* required(int type) const;
  [[noreturn]] void malformed(const std::string& what) const;

  const std::string* operation_;  // owned by the Reply
  std::vector<nlattr*> table_;    // indexed by attribute type
};

// One reply message: a private copy of it and its attributes, parsed and
// validated against a policy.
class Reply {
 public:
  Reply(Reply&&) noexcept = default;
  Reply& operator=(Reply&&) noexcept = default;
  Reply(const Reply&) = delete;
  Reply& operator=(const Reply&) = delete;

  // The message's top-level attributes; valid while this Reply lives.
  const Attrs& attrs() const { return attrs_; }
  bool has(int type) const { return attrs_.has(type); }
  // The value of a required attribute; throws Error when it is missing.
  std::uint32_t u32(int type) const { return attrs_.u32(type); }
  std::string string(int type) const { return attrs_.string(type); }

 private:
  friend class Socket;
  Reply(std::string_view operation, std::vector<unsigned char> bytes, Policy policy);

  // Heap-allocated so that Attrs keep pointing at it when the Reply moves;
  // the bytes of a moved vector stay where they are.
  std::unique_ptr<std::string> operation_;
  std::vector<unsigned char> bytes_;  // the message; attrs_ points into it
  Attrs attrs_;
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

  // Dumps command `cmd` (a request without attributes, NLM_F_DUMP) and
  // returns every message of the dump, each parsed against `policy`. A dump
  // the kernel flags NLM_F_DUMP_INTR (the objects changed while it was
  // being taken) is started over, up to kDumpAttempts times in all; then it
  // is an Error ("<operation>: ... kept changing").
  std::vector<Reply> dump(std::uint8_t cmd, std::string_view operation, Policy policy);
  static constexpr int kDumpAttempts = 5;

  // Joins the family's multicast group `group`: receive() returns its
  // messages from then on. Returns false when the family has no such group;
  // throws Error ("<operation>: ...") when the kernel refuses (EPERM for a
  // group that is the admins').
  bool join(const std::string& group, std::string_view operation);

  // A message of a multicast group: its command and its attributes.
  struct Notification {
    std::uint8_t cmd;
    Reply reply;
  };
  // Waits for the next datagram of the groups joined and returns its
  // messages, each parsed against `policy`. Sets *lost when the kernel
  // dropped messages since the last call because the socket's buffer was
  // full (ENOBUFS), and returns none then.
  std::vector<Notification> receive(std::string_view operation, Policy policy, bool* lost);

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
  // Sends `request` and collects its replies (raw) up to the ack or, for a
  // dump, NLMSG_DONE. Sets `*interrupted` when a message of a dump carried
  // NLM_F_DUMP_INTR.
  std::vector<std::vector<unsigned char>> exchange(Request& request, std::string_view operation,
                                                   bool* interrupted);
  std::vector<Reply> parse(std::vector<std::vector<unsigned char>> messages,
                           std::string_view operation, Policy policy) const;

  // Heap-allocated so that the address registered with libnl stays valid
  // when the Socket moves. Declared first: it outlives the socket.
  std::unique_ptr<AckState> ack_;
  std::unique_ptr<nl_sock, SockFree> sock_;
  std::string family_;
  int family_id_ = 0;
  std::uint8_t version_ = 0;
};

}  // namespace gpuslice::genl
