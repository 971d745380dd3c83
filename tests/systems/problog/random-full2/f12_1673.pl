:- use_module(library(lists)).
e1(3,2).
0.2::e1(3,3); 0.3::e1(1,1); 0.2::e1(2,2).
0.8::e2(1).
0.3::e2(3); 0.3::e2(2).
0.1::e3(2).
0.8::e3(3).
p00(Y) <- p00(Z), between(1,3,Y), \+ e2(Z), findall(V, e0(Z,V), L), L \= [].
p00(X) <- e2(Z), between(1,3,X), not e2(Z).
p01(X) :- (p01(X), p01(3), X @>= f(1), call(e3, X)) ; (e0(3,X), p00(Z), e1(X,Y), Y == X).
p10(2) :- (p00(Z), e3(1), findall(V, e3(V), L), L = []) ; (e2(Z), e1(Y,2), \+ e2(3)).
P::p10(X) :- (e0(Y,X), \+ p00(Y), \+ e0(X,X)), P is X / 4.
p20(Y) :- e2(Z), e3(Y), not e2(Z), findall(V, e1(Y,V), L), length(L, N), N >= 1.
P::p20(X) :- ((e2(Z), between(1,3,X), Z @=< a) ; (e3(Z), between(1,3,X), T =.. [g, Z], T \== g(0), Z < 1)), P is X / 4.
p20(Y) :- e3(Y), Y @=< f(1).
query(p20(1)).
