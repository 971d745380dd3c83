0.8::e0(1).
0.2::e0(2); 0.3::e0(1).
e1(1).
0.2::e1(2); 0.2::e1(1).
p00 :- e1(2), e0(X), e1(X), T =.. [g, X], T \== g(0), \+ e1(X).
0.6::p00 :- p00, e0(Y).
p10(3) :- (e0(Y)) ; (p00, e1(Y), p10(X), Y >= 2).
p20(Y,X) :- p10(3), e0(Z), between(1,3,X), between(1,3,Y), Z @< 2, call(e1, 2).
0.25::p21(X,Y) :- e1(Z), p10(Z), between(1,3,X), between(1,3,Y), Y @=< 2, call(e0, 2).
p21(Y,1) :- e1(Z), between(1,3,Y), Y @>= 3.
query(e0(3)).
query(p21(X,X)) :- between(1,2,X).
