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

// Replies collected by transact()'s callbacks. The callbacks run inside
// libnl, so they never throw: they only copy bytes and set flags.
struct ReplyState {
  std::vector<std::vector<unsigned char>> messages;
  bool done = false;
  bool out_of_memory = false;
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

Error libnl_error(std::string_view operation, int nl_err) {
  return Error::runtime(fmt::format("{}: {}", operation, nl_geterror(nl_err)));
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

Request& Request::put_string(int type, const std::string& value) {
  if (nla_put_string(msg_.get(), type, value.c_str()) < 0)
    throw Error::runtime("netlink request too large");
  return *this;
}

Reply::Reply(std::string_view operation, std::vector<unsigned char> bytes, Policy policy)
    : operation_(operation), bytes_(std::move(bytes)), attrs_(policy.size(), nullptr) {
  auto* hdr = reinterpret_cast<nlmsghdr*>(bytes_.data());
  int maxtype = static_cast<int>(policy.size()) - 1;
  int rc = genlmsg_parse(hdr, 0, attrs_.data(), maxtype, policy.data());
  if (rc < 0)
    throw Error::runtime(fmt::format("{}: malformed reply: {}", operation_, nl_geterror(rc)));
}

bool Reply::has(int type) const {
  return type >= 0 && static_cast<std::size_t>(type) < attrs_.size() && attrs_[type] != nullptr;
}

const nlattr* Reply::required(int type) const {
  if (!has(type))
    throw Error::runtime(
        fmt::format("{}: malformed reply: attribute {} missing", operation_, type));
  return attrs_[type];
}

std::uint32_t Reply::u32(int type) const { return nla_get_u32(required(type)); }

std::string Reply::string(int type) const { return nla_get_string(required(type)); }

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
  return socket;
}

Request Socket::request(std::uint8_t cmd) const { return Request(family_id_, version_, cmd); }

std::vector<Reply> Socket::transact(Request request, std::string_view operation, Policy policy) {
  *ack_ = AckState{};

  int rc = nl_send_auto(sock_.get(), request.msg_.get());
  if (rc < 0) throw libnl_error(operation, rc);

  nl_cb* socket_cb = nl_socket_get_cb(sock_.get());
  CbPtr cb(nl_cb_clone(socket_cb));
  nl_cb_put(socket_cb);
  if (!cb) throw Error::runtime("cannot allocate netlink callbacks");
  ReplyState state;
  nl_cb_set(cb.get(), NL_CB_VALID, NL_CB_CUSTOM, on_valid, &state);
  nl_cb_set(cb.get(), NL_CB_ACK, NL_CB_CUSTOM, on_done, &state);
  nl_cb_set(cb.get(), NL_CB_FINISH, NL_CB_CUSTOM, on_done, &state);

  // One nl_recvmsgs() call reads one datagram: the reply and the ack that
  // follows it may come in separate ones.
  while (!state.done) {
    rc = nl_recvmsgs(sock_.get(), cb.get());
    if (ack_->error != 0) throw Error::system(operation, ack_->error, std::move(ack_->message));
    if (state.out_of_memory) throw Error::runtime(fmt::format("{}: out of memory", operation));
    if (rc < 0) throw libnl_error(operation, rc);
  }

  std::vector<Reply> replies;
  replies.reserve(state.messages.size());
  for (auto& bytes : state.messages) {
    auto* hdr = reinterpret_cast<nlmsghdr*>(bytes.data());
    if (!genlmsg_valid_hdr(hdr, 0))
      throw Error::runtime(fmt::format("{}: malformed reply: short message", operation));
    replies.push_back(Reply(operation, std::move(bytes), policy));
  }
  return replies;
}

}  // namespace gpuslice::genl
