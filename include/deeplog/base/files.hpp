// Output files written atomically: the data goes to a temporary file in the target's folder,
// and commit() flushes it to the disk and renames it over the target. Readers see the old file
// or the whole new one, never a truncated one; concurrent writers each leave a whole file; a
// write error (a full disk) is reported, never swallowed.
//
//   deeplog::atomic_file out("circuit.nnf");
//   write_nnf(out.stream(), ...);
//   out.commit();                 // throws file_error; without commit the target is untouched
//
// A target that exists and is not a regular file (a device such as /dev/stdout or /dev/full, a
// pipe) is written in place: there is nothing to rename over, and write errors still throw.
//
// Files that belong together (an .sdd and its .vtree) commit with commit_together(): all are
// written and synced before the first rename. A program that may be killed calls
// remove_pending_temporaries() from its signal handlers (it is async-signal-safe), so an
// interrupted write leaves no temporary behind.
#pragma once

#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <stdexcept>
#include <string>

#if defined(__unix__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "deeplog/base/error.hpp"
#endif

namespace deeplog {

/// A file could not be written (or read): the path and the system's reason.
class file_error : public error {
 public:
  file_error(const std::string& path, const std::string& what)
      : error(path + ": " + what), path_(path) {}
  const std::string& path() const noexcept { return path_; }

 private:
  std::string path_;
};

namespace detail {

// Temporaries being written, for remove_pending_temporaries(): fixed storage, no allocation,
// so that a signal handler may walk it.
struct pending_temporaries {
  static constexpr std::size_t slots = 16, length = 4096;
  std::array<std::atomic<bool>, slots> used{};
  std::array<std::array<char, length>, slots> path{};
};
inline pending_temporaries pending;

inline int claim_pending(const std::string& p) {
  if (p.size() >= pending_temporaries::length) return -1;
  for (std::size_t i = 0; i < pending_temporaries::slots; ++i) {
    bool expected = false;
    if (pending.used[i].load() || !pending.used[i].compare_exchange_strong(expected, true))
      continue;
    std::memcpy(pending.path[i].data(), p.c_str(), p.size() + 1);
    return int(i);
  }
  return -1;  // more than `slots` at once: still written atomically, just not cleaned on a signal
}
inline void release_pending(int slot) {
  if (slot >= 0) pending.used[std::size_t(slot)].store(false);
}

inline std::string system_reason(int err) { return err != 0 ? std::strerror(err) : "I/O error"; }

}  // namespace detail

/// Removes the temporary files of writes not yet committed. Async-signal-safe.
inline void remove_pending_temporaries() noexcept {
#if defined(__unix__)
  for (std::size_t i = 0; i < detail::pending_temporaries::slots; ++i)
    if (detail::pending.used[i].load()) ::unlink(detail::pending.path[i].data());
#endif
}

/// One output file, written to a temporary beside it and renamed into place by commit().
class atomic_file {
 public:
  explicit atomic_file(std::string path, std::ios::openmode mode = std::ios::out)
      : path_(std::move(path)) {
    static std::atomic<unsigned> counter{0};
    const auto slash = path_.find_last_of('/');
    const std::string dir = slash == std::string::npos ? "" : path_.substr(0, slash + 1);
    const std::string name = slash == std::string::npos ? path_ : path_.substr(slash + 1);
    if (name.empty()) throw file_error(path_, "not a file name");
#if defined(__unix__)
    struct stat st {};
    const bool exists = ::stat(path_.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) throw file_error(path_, "is a directory");
    if (exists && !S_ISREG(st.st_mode)) {  // a device or a pipe
      direct_ = true;
      out_.open(path_, mode | std::ios::out);
      if (!out_) throw file_error(path_, "cannot write (" + detail::system_reason(errno) + ")");
      return;
    }
    const std::string pid = std::to_string(::getpid());
#else
    const std::string pid = "0";
#endif
    temp_ = dir + "." + name + ".tmp-" + pid + "-" + std::to_string(counter++);
    slot_ = detail::claim_pending(temp_);
    out_.open(temp_, mode | std::ios::out | std::ios::trunc);
    if (!out_) {
      const int err = errno;
      detail::release_pending(slot_);
      throw file_error(path_, "cannot write (" + detail::system_reason(err) + ")");
    }
  }
  atomic_file(const atomic_file&) = delete;
  atomic_file& operator=(const atomic_file&) = delete;
  ~atomic_file() {
    if (!committed_) discard();
  }

  std::ostream& stream() noexcept { return out_; }
  const std::string& path() const noexcept { return path_; }

  /// Flushes and syncs the temporary (throws file_error on any write error); rename() follows.
  void finish() {
    if (finished_) return;
    out_.flush();
    const bool ok = static_cast<bool>(out_);
    const int err = errno;
    out_.close();
    if (!ok || out_.fail()) fail(err);
    finished_ = true;
    if (direct_) return;
#if defined(__unix__)
    const int fd = ::open(temp_.c_str(), O_RDONLY);
    if (fd < 0 || ::fsync(fd) != 0) {
      const int e = errno;
      if (fd >= 0) ::close(fd);
      fail(e);
    }
    ::close(fd);
#endif
  }
  /// Renames the finished temporary over the target.
  void rename() {
    finish();
    if (!direct_ && std::rename(temp_.c_str(), path_.c_str()) != 0) fail(errno);
    committed_ = true;
    detail::release_pending(slot_);
  }
  /// finish() then rename(): the target now holds the whole new file.
  void commit() { rename(); }

 private:
  [[noreturn]] void fail(int err) {
    discard();
    throw file_error(path_, "write failed (" + detail::system_reason(err) + ")");
  }
  void discard() noexcept {
    if (out_.is_open()) out_.close();
    if (!direct_) std::remove(temp_.c_str());
    detail::release_pending(slot_);
    slot_ = -1;
    committed_ = true;  // nothing left to clean
  }

  std::string path_, temp_;
  std::ofstream out_;
  int slot_ = -1;
  bool direct_ = false, finished_ = false, committed_ = false;
};

/// Commits files that belong together: every one is finished (written and synced) before the
/// first rename, so a write error leaves all targets as they were.
inline void commit_together(std::initializer_list<atomic_file*> files) {
  for (atomic_file* f : files) f->finish();
  for (atomic_file* f : files) f->rename();
}

}  // namespace deeplog
