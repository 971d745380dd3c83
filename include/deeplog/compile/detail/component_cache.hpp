// The top-down compiler's component cache: keys (sequences of 32-bit words) in one pool, entries
// in insertion order, an open-addressing index (linear probing, at most half full) over them.
// Entries leave only as a suffix (retract to a mark) or all at once (clear). Under linear
// probing, taking out the latest entries in reverse order restores the index exactly (an older
// key's probe never passed a slot that was empty when it was inserted), so there are no
// tombstones. One allocation per growth, not one per key as a map of vectors makes (whose
// lookups and frees were a sixth of the compiler's time).
//
// Keys are stored compactly: each word as the zigzag varint of its difference to the word
// before. A component's key is two sorted runs (variables, clause ids), so most differences
// take one or two bytes instead of four: the byte budget holds 2-3x more components.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace deeplog::compile::detail {

class component_cache {
 public:
  static std::uint64_t hash(std::span<const std::uint32_t> key) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ key.size();
    for (std::uint32_t x : key) {
      h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
      h *= 0xff51afd7ed558ccdull;
    }
    return h ^ (h >> 32);
  }

  std::optional<std::uint32_t> find(std::span<const std::uint32_t> key, std::uint64_t h) const {
    if (index_.empty()) return std::nullopt;
    const std::size_t mask = index_.size() - 1;
    bool encoded = false;
    for (std::size_t i = h & mask; index_[i] != 0; i = (i + 1) & mask) {
      const entry& e = entries_[index_[i] - 1];
      if (e.hash != h) continue;
      if (!encoded) encode(key);
      encoded = true;
      if (matches(e)) return e.value;
    }
    return std::nullopt;
  }

  /// Adds `key` (hash h) with `value`; a key already present keeps its value.
  void insert(std::span<const std::uint32_t> key, std::uint64_t h, std::uint32_t value) {
    if (2 * (entries_.size() + 1) > index_.size()) grow();
    const std::size_t mask = index_.size() - 1;
    std::size_t i = h & mask;
    encode(key);
    for (; index_[i] != 0; i = (i + 1) & mask) {
      const entry& e = entries_[index_[i] - 1];
      if (e.hash == h && matches(e)) return;
    }
    entries_.push_back({h, pool_.size(), static_cast<std::uint32_t>(scratch_.size()), value, i});
    pool_.insert(pool_.end(), scratch_.begin(), scratch_.end());
    index_[i] = static_cast<std::uint32_t>(entries_.size());
  }

  /// The number of entries, which is also the mark to retract to.
  std::size_t size() const { return entries_.size(); }

  /// Takes out every entry inserted after the first `mark`, latest first.
  void retract(std::size_t mark) {
    while (entries_.size() > mark) {
      const entry& e = entries_.back();
      index_[e.slot] = 0;
      pool_.resize(e.begin);
      entries_.pop_back();
    }
  }

  /// Empties the cache and gives its memory back (`v = {}` would keep the capacity, which
  /// bytes() counts: every later insert then flushed again, and the cache held one entry).
  void clear() {
    std::vector<std::uint8_t>().swap(pool_);
    std::vector<entry>().swap(entries_);
    std::vector<std::uint32_t>().swap(index_);
    std::vector<std::uint8_t>().swap(scratch_);
  }

  /// Bytes held (capacity, not size: what the process pays).
  std::size_t bytes() const {
    return pool_.capacity() + entries_.capacity() * sizeof(entry) +
           index_.capacity() * sizeof(std::uint32_t) + scratch_.capacity();
  }

 private:
  struct entry {
    std::uint64_t hash;
    std::size_t begin;  // into pool_
    std::uint32_t length, value;
    std::size_t slot;  // into index_
  };

  // The key's words as zigzag varints of their differences, into scratch_.
  void encode(std::span<const std::uint32_t> key) const {
    scratch_.clear();
    std::int64_t before = 0;
    for (const std::uint32_t x : key) {
      const std::int64_t d = std::int64_t(x) - before;
      before = std::int64_t(x);
      auto z = (std::uint64_t(d) << 1) ^ std::uint64_t(d >> 63);
      for (; z >= 0x80; z >>= 7) scratch_.push_back(static_cast<std::uint8_t>(z | 0x80));
      scratch_.push_back(static_cast<std::uint8_t>(z));
    }
  }

  bool matches(const entry& e) const {
    return e.length == scratch_.size() &&
           std::equal(scratch_.begin(), scratch_.end(), pool_.begin() + long(e.begin));
  }

  void grow() {
    index_.assign(std::max<std::size_t>(1024, 2 * index_.size()), 0u);
    const std::size_t mask = index_.size() - 1;
    for (std::size_t k = 0; k < entries_.size(); ++k) {  // in insertion order: retract stays exact
      std::size_t i = entries_[k].hash & mask;
      while (index_[i] != 0) i = (i + 1) & mask;
      index_[i] = static_cast<std::uint32_t>(k + 1);
      entries_[k].slot = i;
    }
  }

  std::vector<std::uint8_t> pool_;  // the keys, encoded
  std::vector<entry> entries_;
  // The key at hand, encoded (find() is const but not thread-safe: one compiler, one cache).
  mutable std::vector<std::uint8_t> scratch_;
  std::vector<std::uint32_t> index_;  // entry + 1 per slot; 0: empty
};

}  // namespace deeplog::compile::detail
