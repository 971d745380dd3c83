:- use_module(library(lists)).
e0(3).
0.2::e0(3); 0.3::e0(1).
0.8::e1(1).
e1(2).
0.3::e1(3); 0.3::e1(1).
p00(Y) :- e0(Z), e0(Z), e0(Z), between(1,3,Y), \+ e0(1).
p10(Y,X) <- p10(2,X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y,Y) :- X \== 2, p11(X), e1(Y), p11(X), findall(V, e0(V), L), L = [].
0.6::p10(Y,Y) <- e1(Z), p00(Z), p11(Z), between(1,3,Y), W is Y + 1, W < 5, T =.. [g, Z], T \== g(0).
p11(3) :- p00(Y), not p00(2).
p20(Y) :- p20(X), e1(X), between(1,3,Y).
p21(X,X) :- p10(1,X), p11(Y), p21(X,X), Y < 1.
p21(3,X) :- p00(Y), between(1,3,X), findall(V, p10(X,V), L), sort(L, S), length(S, N), N < 2.
query(p20(2)).
query(p20(1)).
query(p20(3)).
query(p00(X)) :- between(1,2,X).
evidence(e1(1), true).
