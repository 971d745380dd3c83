// The pipeline layer: a facade above language, compile, circuit and exec that runs a formula the
// whole way to its labels (infer) and to the derivatives of its label with respect to every ground
// atom's label (gradient, tangent), mixed circuits included. Nothing below includes it.
#pragma once

#include "deeplog/pipeline/infer.hpp"
