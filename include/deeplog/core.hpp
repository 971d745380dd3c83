// The core component (find_package(deeplog COMPONENTS core), target deeplog::core): the
// layers that need nothing but a C++20 compiler, from the algebra to the pipeline facade.
#pragma once

#include "deeplog/algebra.hpp"
#include "deeplog/base.hpp"
#include "deeplog/circuit.hpp"
#include "deeplog/compile.hpp"
#include "deeplog/exec.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"
