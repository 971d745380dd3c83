e2(2).
0.2::e2(3); 0.3::e2(2); 0.2::e2(1).
p00 :- e2(Z), e0(X,Z), call(e2, X), compare(O, X, 2).
p01(Y,X) :- e1(Z), e2(Z), e1(Z), between(1,3,X), between(1,3,Y).
p10(1) <- p10(1).
P::p20(Y) :- (p20(Y), p10(3), p00, Y @>= 2), P is Y / 4.
0.25::p20(3) :- p10(Z), T =.. [g, Z], T \== g(0), \+ p10(Z).
query(p00).
query(e2(3)).
