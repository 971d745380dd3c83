% subquery/2,3,5: a goal's probability as a number at grounding time, per answer, given
% evidence; over rules, annotated disjunctions, negation and a nested subquery.
0.3::a. 0.6::b.
c :- a ; b.
0.2::d(1); 0.5::d(2).
e(X) :- d(X), \+ a.
p1(P) :- subquery(c, P).
p2(X, P) :- subquery(d(X), P).
p3(P) :- subquery(c, P, [a]).
p4(P) :- subquery(a, P, [c]).
p5(X, P) :- subquery(e(X), P, [\+ b], "prob", "ddnnf").
p6(P) :- subquery(p1(Q), P), Q > 0.5.
p7(P) :- subquery(d(3), P).
big(X) :- subquery(c, P), P > 0.5, X = yes.
query(p1(_)). query(p2(_, _)). query(p3(_)). query(p4(_)). query(p5(_, _)). query(p6(_)).
query(p7(_)). query(big(_)).
