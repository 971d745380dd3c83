// The vector operations of the nn kernels, on simd::vec (simd.hpp). Included by kernels.hpp
// once per instruction set, inside that copy's namespace (and, for AVX2, inside its target
// region), so that they are compiled for the copy's instruction set from the start: no include
// guard, no includes.
using simd::vec;

#if defined(DEEPLOG_NN_VECTOR_EXTENSIONS)
template <class V, class T>
DEEPLOG_NN_INLINE void load(V& v, const T* p) {
  std::memcpy(&v, p, sizeof v);
}
/// Every lane x. (x - 0 is exact for every x, -0 included, so the subtraction folds away and a
/// single broadcast remains; V{} + x would keep an addition.)
template <class V, class T>
DEEPLOG_NN_INLINE void broadcast(V& v, T x) {
  v = x - V{};
}
/// acc += a * b, fused into one FMA where the copy's target has it, whatever -ffp-contract the
/// translation unit says (the repository builds with -ffp-contract=off): GCC compiles the
/// kernels under optimize("fp-contract=fast") (DEEPLOG_NN_BEGIN_KERNELS, simd.hpp), Clang
/// takes the pragma below. (Not the FMA builtins: GCC then stores the accumulators to memory
/// in every iteration.)
template <class V>
DEEPLOG_NN_INLINE void fma(V& acc, const V& a, const V& b) {
#if defined(__clang__)
#pragma clang fp contract(fast)
#endif
  acc += a * b;
}

template <class V>
DEEPLOG_NN_INLINE void add(V& acc, const V& a) {
  acc += a;
}
template <class V>
DEEPLOG_NN_INLINE void max(V& acc, const V& a) {
  acc = acc > a ? acc : a;
}
#else
template <class T, int L>
DEEPLOG_NN_INLINE void load(vec<T, L>& v, const T* p) {
  std::memcpy(v.v, p, sizeof v.v);
}
template <class T, int L>
DEEPLOG_NN_INLINE void broadcast(vec<T, L>& v, T x) {
  for (int i = 0; i < L; ++i) v.v[i] = x;
}
template <class T, int L>
DEEPLOG_NN_INLINE void fma(vec<T, L>& acc, const vec<T, L>& a, const vec<T, L>& b) {
  for (int i = 0; i < L; ++i) acc.v[i] += a.v[i] * b.v[i];
}
template <class T, int L>
DEEPLOG_NN_INLINE void add(vec<T, L>& acc, const vec<T, L>& a) {
  for (int i = 0; i < L; ++i) acc.v[i] += a.v[i];
}
template <class T, int L>
DEEPLOG_NN_INLINE void max(vec<T, L>& acc, const vec<T, L>& a) {
  for (int i = 0; i < L; ++i) acc.v[i] = acc.v[i] > a.v[i] ? acc.v[i] : a.v[i];
}
#endif

template <class V>
DEEPLOG_NN_INLINE void zero(V& v) {
  std::memset(&v, 0, sizeof v);
}
template <class V, class T>
DEEPLOG_NN_INLINE void store(T* p, const V& v) {
  std::memcpy(p, &v, sizeof v);
}
/// The first n lanes from p, the others zero: never reads past p + n. (Through a lane array,
/// so that v itself is only ever assigned whole and can stay in a register.)
template <class V, class T>
DEEPLOG_NN_INLINE void load_n(V& v, const T* p, int n) {
  T lanes[sizeof(V) / sizeof(T)] = {};
  std::memcpy(lanes, p, std::size_t(n) * sizeof(T));
  std::memcpy(&v, lanes, sizeof v);
}
template <class V, class T>
DEEPLOG_NN_INLINE void store_n(T* p, const V& v, int n) {
  T lanes[sizeof(V) / sizeof(T)];
  std::memcpy(lanes, &v, sizeof v);
  std::memcpy(p, lanes, std::size_t(n) * sizeof(T));
}
template <class T, class V>
DEEPLOG_NN_INLINE T sum(const V& v) {
  T lanes[sizeof(V) / sizeof(T)];
  std::memcpy(lanes, &v, sizeof v);
  T s = T(0);
  for (T x : lanes) s += x;
  return s;
}
