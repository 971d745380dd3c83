:- use_module(library(lists)).
0.75::e0(3,1).
0.75::e0(2,3).
0.2::e1(1,1).
0.7::e2(3,2).
e2(2,3).
0.2::e2(1,2).
0.2::e2(2,1).
0.75::e3(2,3).
e3(1,1).
P::p00(X,Y) :- ((e1(Z,Y), e2(Z,3), e3(Y,Y), between(1,3,X), Y == 2) ; (e3(Z,X), p00(Z,X), p00(2,X), between(1,3,Y), not e1(Z,Z), W is Y + 2, W < 5)), P is X / 4.
0.4::p00(Y,Y) :- e3(Z,Z), between(1,3,Y), findall(V, e3(1,V), L), length(L, N), N >= 1, findall(V, e1(Y,V), L), length(L, N), N >= 2.
p00(2,1) :- p00(2,Z), p01(Z), e2(Z,Z), T =.. [g, Z], T \== g(0).
p01(X) :- e2(X,Z), e3(X,X), p00(3,Z), \+ e1(Z,Z), findall(V, e2(X,V), L), L \= [].
p01(X) :- p01(Z), e3(Y,2), between(1,3,X).
P::p01(X) <- (e1(2,3), e0(2,Z), e0(Y,X)), P is X / 4.
p10 :- p00(Y,Z), e3(Y,Y), Z =:= 3.
0.3::p11(X) :- p11(X), e1(X,X), e3(2,Z), not p01(X), call(p01, Z).
query(e2(3,2)).
query(p01(X)).
