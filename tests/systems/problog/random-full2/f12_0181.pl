:- use_module(library(lists)).
e0.
0.8::e1(2,1).
0.25::e1(1,2).
e2(3,3).
0.9::e2(1,1).
0.2::e2(1,2).
0.1::e2(2,2); 0.1::e2(3,3); 0.3::e2(1,1).
p00(X) :- e2(Z,1), between(1,3,X), findall(V, e1(X,V), L), length(L, N), N >= 1, findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- p00(3), between(1,3,Y), Y @=< f(1), \+ e2(1,Y).
p01 :- p00(Z), e0, e0.
p10(Y) :- p10(3), p10(1), between(1,3,Y), \+ e1(Y,1), call(e1, Y, 3).
p11(X,X) :- e1(Y,1), p00(Y), between(1,3,X), findall(V, e1(2,V), L), L \= [], \+ e2(3,X).
P::p11(Y,1) :- (Z \== 2, e2(X,Z), between(1,3,Y), \+ p00(X)), P is Y / 4.
p11(Y,3) :- p10(1), e2(Z,3), between(1,3,Y), W is Z + 1, W < 5.
p20 <- p00(3), e0, call(p00, 1).
p20 :- (X == 1, p00(X), p01, p11(Z,X), Z = Z) ; (e0, p21(Y,3), p11(3,1), W is Y + 2, W < 5).
p21(X,Y) :- p21(1,Z), p00(Y), between(1,3,X), Z == 1, \+ e1(X,Z).
p21(X,Y) :- (p01, between(1,3,X), between(1,3,Y), Y @< a) ; (e0, e2(Z,2), between(1,3,X), between(1,3,Y), Y @=< f(1)).
p21(Y,Y) <- X \== 3, p21(1,X), p21(X,2), p21(3,3), between(1,3,Y), compare(O, Y, 1).
0.8::p30(3) :- p00(3), e0, p30(Z).
p30(1) :- p00(2), e2(2,1), T =.. [g, 2], T \== g(0).
p30(X) :- p10(X), T =.. [g, X], T \== g(0).
query(p01).
