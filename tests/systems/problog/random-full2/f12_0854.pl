e0.
0.75::e1(2).
0.2::e1(3); 0.2::e1(1).
0.9::e2(3).
0.3::e2(3); 0.1::e2(2).
0.2::e3(1).
0.75::e3(3).
p00(X,Y) :- e2(Z), e2(Z), between(1,3,X), between(1,3,Y), call(e1, Y), Y \== 2.
P::p00(X,Y) :- (Y \== 3, e2(X), e3(X), between(1,3,Y), X = Y), P is X / 4.
P::p10(Y) :- (e0, between(1,3,Y)), P is Y / 4.
0.25::p11(Y,X) :- e1(Z), e0, between(1,3,X), between(1,3,Y), call(e1, X).
0.8::p11(X,1) :- e3(Y), e3(3), between(1,3,X), call(e3, X).
p11(X,Y) :- e1(Z), p00(3,X), between(1,3,Y), not p00(2,X).
0.5::p20 :- p20, e3(2).
0.7::p20 :- e0, p00(1,2), e3(Y), \+ p00(1,Y), \+ p10(2).
p20 :- p10(Z).
p21(1) <- p00(3,X), X =\= 3, X == 2.
p21(3) :- e2(2), e3(Y), e1(3), T =.. [g, Y], T \== g(0).
p30(3,X) :- p00(Z,3), p00(Z,Z), p20, between(1,3,X).
p30(X,X) <- p00(2,2), between(1,3,X), \+ e2(X), not p00(3,X).
query(e1(3)).
query(e1(3)).
query(\+ p11(3,1)).
