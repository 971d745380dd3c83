% Answers whose proofs simplify to false (a choice and its negation) are dropped from a
% non-ground query; a ground query still prints 0.
0.25::e(1). e(2).
p(X) :- e(Y), between(1,3,X), X == 1, \+ e(Y).
0.4::p(X) :- p(Z), e(Z), between(1,3,X).
q(X) :- e(X).
query(p(Y)).
query(p(1)).
query(q(X)).
