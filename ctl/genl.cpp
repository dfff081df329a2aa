// SPDX-License-Identifier: GPL-2.0

#include "genl.hpp"

#include <fmt/core.h>
#include <linux/netlink.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>
#include <netlink/socket.h>
#include <sys/socket.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "error.hpp"

namespace gpuslice::genl {

namespace {

struct CbPut {
  void operator()(nl_cb* cb) const { nl_cb_put(cb); }
};
using CbPtr = std::unique_ptr<nl_cb, CbPut>;

// The NLMSGERR_ATTR_MSG string of an error message, or "" when there is none.
// `err` points at the payload of an NLMSG_ERROR message that libnl has checked
// to be at least sizeof(nlmsgerr) long. With NETLINK_EXT_ACK on, the kernel
// follows the nlmsgerr with the echoed request's payload (left out when it
// sets NLM_F_CAPPED) and then, when it sets NLM_F_ACK_TLVS, with attributes.
std::string ext_ack_message(const nlmsgerr* err) {
  const auto* payload = reinterpret_cast<const unsigned char*>(err);
  const auto* hdr = reinterpret_cast<const nlmsghdr*>(payload - NLMSG_HDRLEN);
  if (!(hdr->nlmsg_flags & NLM_F_ACK_TLVS)) return {};

  std::size_t payload_len = hdr->nlmsg_len - NLMSG_HDRLEN;
  std::size_t offset = sizeof(*err);
  if (!(hdr->nlmsg_flags & NLM_F_CAPPED)) {
    if (err->msg.nlmsg_len < NLMSG_HDRLEN) return {};
    offset += err->msg.nlmsg_len - NLMSG_HDRLEN;
  }
  offset = NLMSG_ALIGN(offset);
  if (offset >= payload_len) return {};

  nla_policy policy[NLMSGERR_ATTR_MAX + 1] = {};
  policy[NLMSGERR_ATTR_MSG].type = NLA_STRING;
  nlattr* tb[NLMSGERR_ATTR_MAX + 1] = {};
  auto* head = reinterpret_cast<nlattr*>(const_cast<unsigned char*>(payload + offset));
  if (nla_parse(tb, NLMSGERR_ATTR_MAX, head, static_cast<int>(payload_len - offset), policy) < 0)
    return {};
  if (!tb[NLMSGERR_ATTR_MSG]) return {};
  return nla_get_string(tb[NLMSGERR_ATTR_MSG]);
}

// Replies collected by exchange()'s callbacks. The callbacks run inside
// libnl, so they never throw: they only copy bytes and set flags.
struct ReplyState {
  std::vector<std::vector<unsigned char>> messages;
  bool done = false;
  bool interrupted = false;  // a message carried NLM_F_DUMP_INTR
  bool out_of_memory = false;
  int dump_error = 0;  // positive errno from a dump's NLMSG_DONE
};

int on_valid(nl_msg* msg, void* arg) {
  auto* state = static_cast<ReplyState*>(arg);
  const nlmsghdr* hdr = nlmsg_hdr(msg);
  const auto* begin = reinterpret_cast<const unsigned char*>(hdr);
  try {
    state->messages.emplace_back(begin, begin + hdr->nlmsg_len);
  } catch (...) {
    state->out_of_memory = true;
    return NL_STOP;
  }
  return NL_OK;
}

int on_done(nl_msg*, void* arg) {
  static_cast<ReplyState*>(arg)->done = true;
  return NL_STOP;
}

// NLMSG_DONE ends a dump. Its payload is an int: 0, or the negative errno
// that ended the dump early.
int on_finish(nl_msg* msg, void* arg) {
  auto* state = static_cast<ReplyState*>(arg);
  const nlmsghdr* hdr = nlmsg_hdr(msg);
  if (hdr->nlmsg_len >= NLMSG_LENGTH(sizeof(int))) {
    int error;
    std::memcpy(&error, NLMSG_DATA(hdr), sizeof(error));
    if (error < 0) state->dump_error = -error;
  }
  state->done = true;
  return NL_STOP;
}

// Without this callback libnl would fail the whole receive with
// NLE_DUMP_INTR; noting it lets the message be read and the dump finish,
// so that the socket is clean for the next attempt.
int on_dump_intr(nl_msg*, void* arg) {
  static_cast<ReplyState*>(arg)->interrupted = true;
  return NL_OK;
}

Error libnl_error(std::string_view operation, int nl_err) {
  return Error::runtime(fmt::format("{}: {}", operation, nl_geterror(nl_err)));
}

// A copy of the callbacks of `sock` (its error callback among them), for one
// exchange's own.
CbPtr socket_callbacks(nl_sock* sock) {
  nl_cb* socket_cb = nl_socket_get_cb(sock);
  CbPtr cb(nl_cb_clone(socket_cb));
  nl_cb_put(socket_cb);
  if (!cb) throw Error::runtime("cannot allocate netlink callbacks");
  return cb;
}

}  // namespace

void Request::MsgFree::operator()(nl_msg* msg) const { nlmsg_free(msg); }

Request::Request(int family_id, std::uint8_t version, std::uint8_t cmd) : msg_(nlmsg_alloc()) {
  if (!msg_ || !genlmsg_put(msg_.get(), NL_AUTO_PORT, NL_AUTO_SEQ, family_id, 0, 0, cmd, version))
    throw Error::runtime("cannot allocate a netlink message");
}

Request& Request::put_u32(int type, std::uint32_t value) {
  if (nla_put_u32(msg_.get(), type, value) < 0) throw Error::runtime("netlink request too large");
  return *this;
}

Request& Request::put_u64(int type, std::uint64_t value) {
  if (nla_put_u64(msg_.get(), type, value) < 0) throw Error::runtime("netlink request too large");
  return *this;
}

Request& Request::put_string(int type, const std::string& value) {
  if (nla_put_string(msg_.get(), type, value.c_str()) < 0)
    throw Error::runtime("netlink request too large");
  return *this;
}

Request& Request::begin_nested(int type) {
  open_nests_.reserve(open_nests_.size() + 1);  // no throw once the nest is open
  nlattr* nest = nla_nest_start(msg_.get(), type | NLA_F_NESTED);
  if (!nest) throw Error::runtime("netlink request too large");
  open_nests_.push_back(nest);
  return *this;
}

Request& Request::end_nested() {
  if (open_nests_.empty()) throw Error::runtime("internal error: end_nested() without a nest");
  if (nla_nest_end(msg_.get(), open_nests_.back()) < 0)
    throw Error::runtime("netlink request too large");
  open_nests_.pop_back();
  return *this;
}

Request& Request::put_empty_nested(int type) {
  if (nla_put(msg_.get(), type | NLA_F_NESTED, 0, nullptr) < 0)
    throw Error::runtime("netlink request too large");
  return *this;
}

Attrs::Attrs(const std::string* operation, nlattr* head, int len, Policy policy)
    : operation_(operation), table_(policy.size(), nullptr) {
  int maxtype = static_cast<int>(policy.size()) - 1;
  int rc = nla_parse(table_.data(), maxtype, head, len, policy.data());
  if (rc < 0) malformed(nl_geterror(rc));
}

void Attrs::malformed(const std::string& what) const {
  throw Error::runtime(fmt::format("{}: malformed reply: {}", *operation_, what));
}

bool Attrs::has(int type) const {
  return type >= 0 && static_cast<std::size_t>(type) < table_.size() && table_[type] != nullptr;
}

const nlattr* Attrs::required(int type) const {
  if (!has(type)) malformed(fmt::format("attribute {} missing", type));
  return table_[type];
}

std::uint32_t Attrs::u32(int type) const { return nla_get_u32(required(type)); }

std::uint64_t Attrs::u64(int type) const { return nla_get_u64(required(type)); }

std::string Attrs::string(int type) const { return nla_get_string(required(type)); }

Attrs Attrs::nested(int type, Policy policy) const {
  auto* nest = const_cast<nlattr*>(required(type));
  return Attrs(operation_, static_cast<nlattr*>(nla_data(nest)), nla_len(nest), policy);
}

std::vector<Attrs> Attrs::nested_array(int type, Policy policy) const {
  auto* nest = const_cast<nlattr*>(required(type));
  std::vector<Attrs> entries;
  nlattr* entry;
  int rem;
  nla_for_each_nested(entry, nest, rem) {
    entries.push_back(
        Attrs(operation_, static_cast<nlattr*>(nla_data(entry)), nla_len(entry), policy));
  }
  if (rem >= NLA_HDRLEN) malformed(fmt::format("attribute {} truncated", type));
  return entries;
}

std::vector<std::uint32_t> Attrs::u32_array(int type) const {
  auto* nest = const_cast<nlattr*>(required(type));
  std::vector<std::uint32_t> values;
  nlattr* entry;
  int rem;
  nla_for_each_nested(entry, nest, rem) {
    if (nla_len(entry) != static_cast<int>(sizeof(std::uint32_t)))
      malformed(fmt::format("attribute {}: an entry is not a u32", type));
    values.push_back(nla_get_u32(entry));
  }
  if (rem >= NLA_HDRLEN) malformed(fmt::format("attribute {} truncated", type));
  return values;
}

std::vector<std::string> Attrs::string_array(int type) const {
  auto* nest = const_cast<nlattr*>(required(type));
  std::vector<std::string> values;
  nlattr* entry;
  int rem;
  nla_for_each_nested(entry, nest, rem) {
    const char* text = static_cast<const char*>(nla_data(entry));
    std::size_t len = static_cast<std::size_t>(nla_len(entry));
    if (len == 0 || text[len - 1] != '\0' || std::strlen(text) != len - 1)
      malformed(fmt::format("attribute {}: an entry is not a string", type));
    values.emplace_back(text, len - 1);
  }
  if (rem >= NLA_HDRLEN) malformed(fmt::format("attribute {} truncated", type));
  return values;
}

Reply::Reply(std::string_view operation, std::vector<unsigned char> bytes, Policy policy)
    : operation_(std::make_unique<std::string>(operation)), bytes_(std::move(bytes)), attrs_([&] {
        // genlmsg_valid_hdr() has been checked: the headers fit.
        auto* hdr = reinterpret_cast<nlmsghdr*>(bytes_.data());
        return Attrs(operation_.get(),
                     genlmsg_attrdata(static_cast<genlmsghdr*>(nlmsg_data(hdr)), 0),
                     genlmsg_attrlen(static_cast<genlmsghdr*>(nlmsg_data(hdr)), 0), policy);
      }()) {}

void Socket::SockFree::operator()(nl_sock* sock) const { nl_socket_free(sock); }

int Socket::on_error(sockaddr_nl*, nlmsgerr* err, void* arg) {
  auto* ack = static_cast<AckState*>(arg);
  ack->error = -err->error;
  try {
    ack->message = ext_ack_message(err);
  } catch (...) {
    ack->message.clear();
  }
  return NL_STOP;
}

std::optional<Socket> Socket::open(const std::string& family, std::uint8_t version) {
  Socket socket;
  socket.ack_ = std::make_unique<AckState>();
  socket.version_ = version;

  // The socket's callbacks report kernel errors into ack_. libnl clones them
  // for its own requests too (genl_ctrl_resolve), which is how the errno of
  // a failed family lookup reaches us.
  CbPtr cb(nl_cb_alloc(NL_CB_DEFAULT));
  if (!cb) throw Error::runtime("cannot allocate netlink callbacks");
  nl_cb_err(cb.get(), NL_CB_CUSTOM, &Socket::on_error, socket.ack_.get());
  socket.sock_.reset(nl_socket_alloc_cb(cb.get()));
  if (!socket.sock_) throw Error::runtime("cannot allocate a netlink socket");

  int rc = genl_connect(socket.sock_.get());
  if (rc < 0) throw libnl_error("connect generic netlink socket", rc);

  // Extended acks carry the kernel's reason for an error. Kernels before 4.12
  // lack them; the errno alone still gets reported there.
  int one = 1;
  (void)setsockopt(nl_socket_get_fd(socket.sock_.get()), SOL_NETLINK, NETLINK_EXT_ACK, &one,
                   sizeof(one));

  std::string operation = fmt::format("resolve generic netlink family \"{}\"", family);
  rc = genl_ctrl_resolve(socket.sock_.get(), family.c_str());
  if (rc < 0) {
    // libnl turns every failure into NLE_OBJ_NOTFOUND; the kernel's answer
    // tells "no such family" (ENOENT) apart from real errors.
    if (socket.ack_->error == ENOENT) return std::nullopt;
    if (socket.ack_->error != 0)
      throw Error::system(operation, socket.ack_->error, std::move(socket.ack_->message));
    throw libnl_error(operation, rc);
  }
  socket.family_id_ = rc;
  socket.family_ = family;
  return socket;
}

Request Socket::request(std::uint8_t cmd) const { return Request(family_id_, version_, cmd); }

std::vector<std::vector<unsigned char>> Socket::exchange(Request& request,
                                                         std::string_view operation,
                                                         bool* interrupted) {
  if (!request.open_nests_.empty())
    throw Error::runtime(fmt::format("internal error: {}: unterminated nest", operation));
  *ack_ = AckState{};

  CbPtr cb = socket_callbacks(sock_.get());
  ReplyState state;
  nl_cb_set(cb.get(), NL_CB_VALID, NL_CB_CUSTOM, on_valid, &state);
  nl_cb_set(cb.get(), NL_CB_ACK, NL_CB_CUSTOM, on_done, &state);
  nl_cb_set(cb.get(), NL_CB_FINISH, NL_CB_CUSTOM, on_finish, &state);
  nl_cb_set(cb.get(), NL_CB_DUMP_INTR, NL_CB_CUSTOM, on_dump_intr, &state);

  int rc = nl_send_auto(sock_.get(), request.msg_.get());
  if (rc < 0) throw libnl_error(operation, rc);

  // One nl_recvmsgs() call reads one datagram: the reply and the ack that
  // follows it may come in separate ones, and a dump comes in many.
  while (!state.done) {
    rc = nl_recvmsgs(sock_.get(), cb.get());
    if (ack_->error != 0) throw Error::system(operation, ack_->error, std::move(ack_->message));
    if (state.out_of_memory) throw Error::runtime(fmt::format("{}: out of memory", operation));
    if (rc < 0) throw libnl_error(operation, rc);
  }
  if (state.dump_error != 0) throw Error::system(operation, state.dump_error);
  *interrupted = state.interrupted;

  for (const auto& bytes : state.messages) {
    auto* hdr = reinterpret_cast<const nlmsghdr*>(bytes.data());
    if (!genlmsg_valid_hdr(const_cast<nlmsghdr*>(hdr), 0))
      throw Error::runtime(fmt::format("{}: malformed reply: short message", operation));
  }
  return std::move(state.messages);
}

std::vector<Reply> Socket::parse(std::vector<std::vector<unsigned char>> messages,
                                 std::string_view operation, Policy policy) const {
  std::vector<Reply> replies;
  replies.reserve(messages.size());
  for (auto& bytes : messages) replies.push_back(Reply(operation, std::move(bytes), policy));
  return replies;
}

std::vector<Reply> Socket::transact(Request request, std::string_view operation, Policy policy) {
  bool interrupted = false;
  return parse(exchange(request, operation, &interrupted), operation, policy);
}

std::vector<Reply> Socket::dump(std::uint8_t cmd, std::string_view operation, Policy policy) {
  for (int attempt = 0; attempt < kDumpAttempts; attempt++) {
    Request request(family_id_, version_, cmd);
    nlmsg_hdr(request.msg_.get())->nlmsg_flags |= NLM_F_DUMP;
    bool interrupted = false;
    std::vector<std::vector<unsigned char>> messages = exchange(request, operation, &interrupted);
    if (!interrupted) return parse(std::move(messages), operation, policy);
  }
  throw Error::runtime(
      fmt::format("{}: the kernel's list kept changing while it was read ({} attempts); try again",
                  operation, kDumpAttempts));
}

bool Socket::join(const std::string& group, std::string_view operation) {
  *ack_ = AckState{};
  int rc = genl_ctrl_resolve_grp(sock_.get(), family_.c_str(), group.c_str());
  if (rc < 0) {
    if (ack_->error != 0) throw Error::system(operation, ack_->error, std::move(ack_->message));
    if (rc == -NLE_OBJ_NOTFOUND) return false;
    throw libnl_error(operation, rc);
  }
  int joined = nl_socket_add_membership(sock_.get(), rc);
  if (joined == -NLE_PERM) throw Error::system(operation, EPERM);
  if (joined < 0) throw libnl_error(operation, joined);
  // Notifications carry no sequence numbers of ours.
  nl_socket_disable_seq_check(sock_.get());
  return true;
}

std::vector<Socket::Notification> Socket::receive(std::string_view operation, Policy policy,
                                                  bool* lost) {
  *lost = false;
  CbPtr cb = socket_callbacks(sock_.get());
  ReplyState state;
  nl_cb_set(cb.get(), NL_CB_VALID, NL_CB_CUSTOM, on_valid, &state);

  int rc = nl_recvmsgs(sock_.get(), cb.get());
  if (state.out_of_memory) throw Error::runtime(fmt::format("{}: out of memory", operation));
  // libnl reports the socket's ENOBUFS as NLE_NOMEM.
  if (rc == -NLE_NOMEM) {
    *lost = true;
    return {};
  }
  if (rc < 0) throw libnl_error(operation, rc);

  std::vector<Notification> notifications;
  for (auto& bytes : state.messages) {
    auto* hdr = reinterpret_cast<nlmsghdr*>(bytes.data());
    if (hdr->nlmsg_type != family_id_ || !genlmsg_valid_hdr(hdr, 0)) continue;
    std::uint8_t cmd = static_cast<genlmsghdr*>(nlmsg_data(hdr))->cmd;
    notifications.push_back(Notification{cmd, Reply(operation, std::move(bytes), policy)});
  }
  return notifications;
}

}  // namespace gpuslice::genl
