0.7::e0(1).
0.5::e0(3).
0.3::e0(1); 0.1::e0(2); 0.3::e0(3).
e1(1).
e1(3).
0.1::e1(3); 0.1::e1(2).
0.6::p00(X) :- e1(Z), e0(Z), between(1,3,X), not e1(1).
P::p00(Y) :- (p00(3), e1(Y), e1(2), subquery(e0(1), Q), Q > 0.33, call(e0, Y)), P is Y / 4.
p10(3) :- e1(Z), p10(Z), p10(Z), Z @>= 2, Z =:= 2.
0.6::\+p10(Y) :- e0(Y).
p11(2) <- p00(X), \+ p00(3), compare(O, X, 3).
P::p11(Y) :- (p11(Y), not e0(2)), P is Y / 4.
p11(X) :- (e1(2), p11(Z), between(1,3,X), W is Z + 1, W < 5) ; (p00(Z), between(1,3,X)).
p20(Y) :- p10(X), p10(X), between(1,3,Y).
0.1::p20(Y) :- e0(1), p10(Z), p00(Y).
0.9::p30(Y) :- (p30(3), p10(1), p10(3), between(1,3,Y)) ; (p20(Z), p20(2), e1(Z), between(1,3,Y)).
0.8::p30(Y) :- (e0(Y), p00(Y), W is Y + 2, W < 5) ; (e1(Z), e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0)).
\+p30(X) :- e0(X).
query(e1(X)).
query(p00(X)) :- between(1,2,X).
