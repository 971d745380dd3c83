// The algebra layer: algebraic structures as types checked by concepts. A structure is a type with
// its carrier, zero, one, plus and times (and, where it has them, negation, derivatives and law
// flags); the concepts say what a circuit, a compiler or a derivative needs of it. The built-ins
// are the Boolean and counting semirings, probability and log-probability, the tropical semirings,
// the Goedel, Lukasiewicz and product t-norms, top-k and dual numbers; transformations map labels
// between structures and aggregations fold a domain. A user's structure is a type in the user's own
// file that models the concepts; check_laws tests the laws it claims on labels of its carrier.
#pragma once

#include "deeplog/algebra/aggregations.hpp"
#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/check_laws.hpp"
#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/counting.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/labels.hpp"
#include "deeplog/algebra/laws.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/algebra/top_k.hpp"
#include "deeplog/algebra/transformations.hpp"
