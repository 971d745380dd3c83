t(0.3)::a. t(_)::b; t(_)::c.
q :- a, b.
r(P) :- subquery(q, P, [a]).
query(q). query(c). query(r(_)).
x([a, b | c, d]). y :- \+(a, b).
query(x(_)). query(y).
