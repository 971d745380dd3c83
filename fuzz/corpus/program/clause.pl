% clause/2 and clause/3: the program's clauses as written (bodies with ; kept whole), facts
% with the body true, the probability label (1.0 without one), each head of an annotated
% disjunction. (Left out, where ProbLog 2.3.0 shows its own compiled form or fails: the body of
% a probabilistic rule, clause/3 on a probabilistic rule with variables, clause(H, true) with H
% unbound, and the first of several facts r(1). r(2). in clause/3.)
0.3::f.
0.4::g :- f ; h.
h :- f, \+ g.
0.2::k(X) :- member(X, [1, 2]).
0.5::m(1); 0.5::m(2).
r(1). r(2). r(3).
p(H, B) :- clause(H, B).
prob(H, P) :- clause(H, _, P).
bodies(H, L) :- findall(B, clause(H, B), L).
query(p(h, _)).
query(prob(g, _)).
query(prob(m(_), _)).
query(prob(r(3), _)).
query(p(p(_, _), _)).
query(bodies(r(_), _)).
query(p(r(2), true)).
query(p(r(4), _)).
