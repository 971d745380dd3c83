// The whole library (target deeplog::deeplog): the core layers, the Prolog front end and the
// nn layer (Eigen). docs/architecture.md describes each layer; each has its umbrella header
// beside this one.
#pragma once

#include "deeplog/core.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/prolog.hpp"
