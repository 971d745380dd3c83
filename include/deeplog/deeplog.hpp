// Umbrella header: includes only.
#pragma once

#include "deeplog/algebra/algebra.hpp"
#include "deeplog/base/config.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
