// The algebra layer: concepts, laws, structures, transformations and aggregations.
#pragma once

#include "deeplog/algebra/aggregations.hpp"
#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/labels.hpp"
#include "deeplog/algebra/laws.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/algebra/top_k.hpp"
#include "deeplog/algebra/transformations.hpp"
