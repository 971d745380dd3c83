:- use_module(library(lists)).
0.5::e0(3).
0.6::e0(1).
0.1::e0(2).
0.25::e1(3,2).
0.3::e1(2,1).
0.2::e1(2,2); 0.2::e1(1,1); 0.3::e1(3,3).
e2(3,1).
0.8::e2(2,2).
e2(3,2).
0.7::p00(X) <- e1(Z,1), p01(Z), p01(Z), between(1,3,X), Z @=< f(1), not e1(Z,X).
p00(1) :- e0(3), e0(3), T =.. [g, 1], T \== g(0).
p01(X) :- p00(2), e0(X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
p01(X) :- e2(1,Z), p00(Z), between(1,3,X), findall(V, e2(3,V), L), L = [].
0.3::p01(Y) :- e1(Z,X), between(1,3,Y), not e2(1,X), X \== Z.
p10(Y) :- X \== 2, p11, p00(X), between(1,3,Y), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
p10(X) <- p01(2), p10(X), e1(3,X).
0.2::p10(Y) :- e1(X,3), between(1,3,Y), findall(V, p00(V), L), L \= [], not e2(X,X).
p11 <- p11, e1(1,Y), p11.
p11 :- e0(Z), p00(Z), Z \== 3.
p20(X,1) :- e1(1,Z), between(1,3,X).
P::p20(1,Y) :- ((Y == 2, p10(3), between(1,3,Y), Y =\= 1) ; (p20(Z,X), p20(1,Z), between(1,3,Y), compare(O, Z, 3), \+ e1(1,2))), P is Y / 4.
p20(Y,1) :- p20(3,Y).
query(e1(3,3)).
query(e0(X)).
query(p20(2,2)).
