% Negative head literals: h holds when one of its positive clauses does and none of its
% negative ones; with variables, facts, annotated disjunctions, and no positive clause.
0.6::b(1). 0.3::b(2). 0.8::c(1). 0.5::c(2).
0.7::p(X) :- b(X).
0.4::\+p(X) :- c(X).
\+p(2) :- b(1), \+c(1).
q(X) :- p(X).
0.2::\+r; 0.5::r :- b(1).
r :- c(2).
0.5::\+s.
s.
t(X) :- between(1, 3, X).
\+t(2) :- true.
query(p(_)).
query(q(1)).
query(r).
query(s).
query(t(_)).
query(\+p(1)).
