// The laws an algebraic structure claims. The compiler cannot check them, so each structure
// states them as `static constexpr deeplog::algebraic_laws laws{...}`; the circuit builder and
// the rewriter trust them, and check_laws (check_laws.hpp) tests them on labels of the carrier.
// A structure without `laws` is no structure.
#pragma once

namespace deeplog {

struct algebraic_laws {
  // (+): associativity and commutativity are what n-ary plus nodes and reordering rely on.
  bool plus_associative = true;
  bool plus_commutative = true;
  bool plus_idempotent = false;  // a + a = a: duplicate children of a plus node can merge
  bool plus_selective = false;   // a + b in {a, b}: reverse mode routes to the arg-extremum
  // (x)
  bool times_associative = true;
  bool times_commutative = true;
  bool times_idempotent = false;
  bool times_selective = false;
  // Interaction
  bool zero_annihilates = true;             // a x 0 = 0
  bool one_absorbs_plus = false;            // a + 1 = 1 (Boolean and fuzzy "or" with true)
  bool times_distributes_over_plus = true;  // a x (b + c) = a x b + a x c
  // Negation (only meaningful for structures with negate)
  bool negation_involutive = false;  // --a = a
  bool de_morgan = false;            // -(a + b) = -a x -b and -(a x b) = -a + -b
};

}  // namespace deeplog
