:- use_module(library(lists)).
0.9::e0(1,2).
e0(3,2).
0.8::e1.
0.3::e2(1).
0.9::e3(1).
0.1::e3(1); 0.2::e3(3); 0.3::e3(2).
p00 :- Y == 2, e3(Y), e0(Y,Y), findall(V, e0(2,V), L), length(L, N), N >= 2.
0.9::p00 <- e3(Z), e0(Z,3), e3(Y), T =.. [g, Z], T \== g(0), Y = Z.
p10 :- (p11(3), p00, e1) ; (e1, T =.. [g, 2], T \== g(0)).
P::p11(X) :- (e2(X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p11(Y) :- e0(2,Z), between(1,3,Y).
p20 :- p00, T =.. [g, 2], T \== g(0), call(e0, 2, 2).
P::p21(Y) :- (Y \== 2, e3(Z), between(1,3,Y)), P is Y / 4.
p21(2) :- p10, p21(2), e0(3,Z).
p21(Y) :- p11(1), p20, between(1,3,Y), W is Y + 1, W < 5, Y \== 3.
p30(1,Y) :- p20, p20, p21(3), between(1,3,Y).
0.5::p30(Y,X) :- e1, between(1,3,X), between(1,3,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2, not e3(X).
p31(X,Y) :- p10, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0), call(p21, X).
p31(X,X) :- e1, p11(X), p31(1,X).
p31(X,Y) :- p00, p20, between(1,3,X), between(1,3,Y).
query(e2(Y)).
query(e0(1,2)).
query(p21(X)) :- between(1,2,X).
query(\+ e2(2)).
