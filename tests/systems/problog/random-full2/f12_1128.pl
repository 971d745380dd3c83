:- use_module(library(lists)).
0.4::e0(1,2).
e0(1,3).
0.1::e0(2,2); 0.3::e0(3,3); 0.3::e0(1,1).
0.3::e1(2).
0.6::e1(1).
0.2::e1(1); 0.2::e1(2); 0.1::e1(3).
0.2::e2(1,3).
e3(3,2).
e3(2,1).
e3(2,2).
p00(X) :- p00(Z), e1(Z), between(1,3,X), \+ e1(X), X @< a.
P::p00(X) :- (e1(Z), p00(1), between(1,3,X), X \== X, not e1(Z)), P is X / 4.
p00(3) :- p00(Y), e1(Y), e0(Z,Y).
p10(X,Y) :- p11(Y), p11(1), between(1,3,X), findall(V, e3(Y,V), L), sum_list(L, T), T > 2, \+ e3(X,Y).
P::p10(X,Y) :- (p10(Z,1), p10(3,Z), between(1,3,X), between(1,3,Y), X @>= a), P is Y / 4.
p10(Y,1) :- p10(3,X), p11(1), between(1,3,Y), T =.. [g, Y], T \== g(0), not e1(Y).
0.2::p11(Y) <- e0(Y,Z), findall(V, e0(Z,V), L), L = [], Y = Z.
P::p11(Y) :- ((e3(Z,3), p00(3), between(1,3,Y)) ; (Y \== 3, e1(Z), between(1,3,Y), findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
p11(X) :- p00(1), e1(Z), e3(Z,Z), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
P::p20(X) :- (p21(2,Z), between(1,3,X), X \= 3), P is X / 4.
0.7::p21(X,X) :- e3(3,Y), between(1,3,X).
P::p30(Y) :- (e1(X), p10(2,X), between(1,3,Y)), P is Y / 4.
0.4::p30(1) :- p30(Y).
query(p11(X)).
query(p00(X)).
