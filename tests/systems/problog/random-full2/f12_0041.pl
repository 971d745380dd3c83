:- use_module(library(lists)).
e0(1,1).
0.6::e1(2,1).
e1(3,3).
0.2::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.9::e2(3).
0.5::e2(2).
0.8::p00(Y) :- p00(1), between(1,3,Y).
p01 :- p01, T =.. [g, 1], T \== g(0).
p01 <- (e0(3,X), \+ e2(X)) ; (e2(1), e1(Z,X), Z < 2, T =.. [g, X], T \== g(0)).
0.1::p10 :- p01, e1(X,X), e2(1).
0.8::p10 :- e0(2,Z).
0.6::p11 :- (p11, e1(1,1)) ; (p11, call(p00, 1)).
p11 :- p10, e1(Z,Z).
p20(Y,X) :- p01, e1(Z,Y), between(1,3,X), \+ e0(3,Y), T =.. [g, X], T \== g(0).
0.8::p20(Y,1) :- (p10, e1(Y,1), e1(Y,Y), compare(O, Y, 3)) ; (e0(Z,Z), between(1,3,Y)).
P::p21(Y,X) :- (p20(X,Y), e2(Y), e1(X,Y)), P is Y / 4.
p21(Y,Y) :- e0(X,Y), \+ p01, T =.. [g, X], T \== g(0).
p21(2,X) :- (p01, between(1,3,X)) ; (p01, p10, between(1,3,X)).
p30(1) :- p31(3), p01.
p31(X) :- (e2(Y), p10, between(1,3,X), Y =:= 2, X \== 3) ; (e2(2), e0(1,X)).
0.5::p31(1) <- p01, e2(X), p31(Z), compare(O, X, 3), W is X + 3, W < 5.
p31(Y) <- (p01, p00(Z), between(1,3,Y), findall(V, p21(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p01, e1(Z,Z), p01, between(1,3,Y), W is Z + 1, W < 5).
query(p00(2)).
query(p30(2)).
query(p01).
query(e2(X)) :- between(1,2,X).
query(\+ p11).
