:- use_module(library(lists)).
0.2::e0(3).
0.2::e0(1); 0.1::e0(3); 0.2::e0(2).
0.3::e2(1,2).
0.9::e2(2,2).
e2(1,3).
p00(Y) :- e2(Y,X), e1(1).
p00(X) :- p01(1), e1(2), e2(1,2), between(1,3,X), X >= 3.
p00(3) :- (p00(Y), e2(Y,3), Y @>= 2) ; (p01(2)).
P::p01(X) :- ((p00(X), p01(X), X \== 2) ; (e0(Z), p00(Z), between(1,3,X), not e0(Z))), P is X / 4.
p01(Y) :- (p01(X), e0(3), between(1,3,Y), findall(V, e0(V), L), L = [], findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e2(X,2), p01(X), p01(2), between(1,3,Y)).
p01(Y) <- X \== 3, p01(Z), p01(X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1.
0.2::p10(3) :- e1(Y), e1(2).
p10(X) :- e1(Y), p01(Z), e1(1), between(1,3,X), call(p01, Z).
p20(3) :- p10(Y), p00(1), p10(Y), findall(V, e2(Y,V), L), L = [].
p20(3) :- e0(Z), Z \= Z.
p20(Y) :- p10(X), p01(X), between(1,3,Y).
P::p21(Y) :- ((p01(Y), e2(Z,1), e2(Z,Y), T =.. [g, Y], T \== g(0)) ; (p21(Z), p20(Z), p21(3), between(1,3,Y), \+ p00(Y))), P is Y / 4.
p21(X) :- p10(3), p21(3), between(1,3,X).
p21(3) :- p20(Z), e2(1,Y), not e1(2), Z \== Y.
p30 :- e2(X,Y), e2(2,Y), p31(Z).
p30 <- p10(X), p20(2).
p30 :- p01(3), p00(Z), Z @=< 1, findall(V, p20(V), L), L \= [].
p31(X) :- p00(Y), p10(Y), e1(Z), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p31(3) :- (p30, p21(Z), p01(2), Z @< a) ; (p21(2), e2(Y,1)).
query(p10(3)).
query(p00(2)).
query(e0(X)).
