e0(3).
0.1::e0(1); 0.1::e0(3).
0.3::e1(2,3).
0.25::e2(1).
e2(2).
0.6::p00 :- p00, e1(Z,X), e0(3).
0.5::p00 :- p00, p00.
0.2::p10(X) :- p00, p10(3), between(1,3,X), \+ e2(1).
p11(X,X) :- (p10(Y), e1(3,2), between(1,3,X), Y @< a) ; (p00, between(1,3,X), T =.. [g, X], T \== g(0), X =:= 2).
p20(X,X) :- X \== 2, p11(1,1), between(1,3,X), call(e2, X).
p20(Y,X) :- e2(1), p20(Z,Y), e0(Z), between(1,3,X), \+ p00.
0.9::p20(Y,X) :- e0(1), p11(2,2), p11(Z,Z), between(1,3,X), between(1,3,Y), compare(O, X, 2), Z @< 2.
query(p20(3,3)).
query(p11(2,2)).
