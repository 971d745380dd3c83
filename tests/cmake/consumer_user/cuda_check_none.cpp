// cuda_check without CUDA: the installed package or this machine has no nvcc.
#include "cuda_check.hpp"

namespace user {
int cuda_check(const cpu_results&) { return -1; }
const char* cuda_status() { return "the package was found without its cuda component"; }
}  // namespace user
