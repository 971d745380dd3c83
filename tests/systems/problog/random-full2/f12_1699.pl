:- use_module(library(lists)).
0.25::e0(2,2).
0.8::e0(1,3).
0.8::e0(1,1).
0.75::e1(3,2).
0.4::e2(1,2).
0.4::e2(1,1).
p00(Y) <- e2(X,Z), between(1,3,Y), compare(O, Z, 1).
P::p10(X,X) :- (p11(1,2), between(1,3,X), findall(V, p00(V), L), L = []), P is X / 4.
P::p11(Y,3) :- (p00(1), e0(X,Z), between(1,3,Y), Y @=< a, compare(O, Z, 2)), P is Y / 4.
p11(Y,Y) <- (p11(Z,X), between(1,3,Y), call(e0, 3, 3)) ; (p10(1,Y), e1(Z,1), Z \== Y, findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2).
p20(1,3) :- p10(Z,X), p20(X,1), p10(X,1), \+ p11(X,X).
p20(X,Y) :- e0(Z,3), between(1,3,X), between(1,3,Y).
query(p11(3,Y)).
query(p20(2,1)).
query(\+ p00(3)).
