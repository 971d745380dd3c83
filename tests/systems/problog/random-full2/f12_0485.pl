:- use_module(library(lists)).
0.5::e0(1,2).
0.2::e0(2,3).
0.4::e1(1,1).
e1(1,3).
e1(3,2).
0.3::p00(2) :- p00(1), T =.. [g, 1], T \== g(0).
p00(Y) :- Y == 2, e1(Y,2).
0.5::p00(X) :- p00(1), between(1,3,X).
p10 :- (e0(X,X), e1(2,X), p00(1), call(p00, 1), \+ e1(1,X)) ; (p00(3)).
p10 :- p00(Z), p11(Y,Z), W is Y + 2, W < 5, T =.. [g, Y], T \== g(0).
0.1::p11(X,Y) :- p00(X), p10, p00(X), between(1,3,Y).
p20(X) :- e0(Y,Z), between(1,3,X), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p20(X) :- e1(Z,Z), p00(3), between(1,3,X), X @>= f(1).
p20(X) :- p10, e0(Z,Y), p00(3), between(1,3,X), findall(V, p11(2,V), L), L = [].
query(e0(1,2)).
query(p10) :- between(1,2,X).
