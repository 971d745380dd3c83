% Queries without answers print as asked, with probability 0; each answer once.
nope(1) :- fail.
0.3::p(1).
query(nope(X)).
query(nope(2)).
query(p(X)).
query(p(1)).
