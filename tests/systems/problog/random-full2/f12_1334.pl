:- use_module(library(lists)).
e0(1).
0.3::e0(1); 0.1::e0(3); 0.2::e0(2).
0.4::e1(1,1).
0.2::e2(3).
e2(2).
e2(1).
0.7::e3(3,3).
0.3::e3(2,2); 0.3::e3(3,3).
P::p00(Y) :- (e2(Z), e2(Z), p01(Y), findall(V, e0(V), L), L \= [], findall(V, e1(Z,V), L), length(L, N), N >= 2), P is Y / 4.
p00(X) :- (p01(Z), between(1,3,X)) ; (e3(X,Y)).
p01(X) :- p01(Y), between(1,3,X), X >= 2.
p10(X) :- e0(Y), e2(Z), between(1,3,X).
p10(Y) :- p11(Y,Y), e1(Y,Y), not e1(1,Y), not e1(Y,2).
P::p10(Y) :- (p00(2), p01(Y)), P is Y / 4.
p11(X,3) :- e2(X), p00(X), \+ e0(3), X @< 2.
P::p11(X,Y) :- (p10(Y), e0(1), p11(1,2), between(1,3,X), X =:= 1), P is Y / 4.
p20 :- e2(1), e3(2,Z), e1(Z,Z), Z == Z, not p10(1).
p20 :- (p20, e1(2,Y)) ; (e0(Z), e2(1), findall(V, p11(Z,V), L), length(L, N), N >= 1, Z \= Z).
p21(X,Y) :- e1(1,Z), e1(X,3), between(1,3,Y), findall(V, p01(V), L), L = [], findall(V, p01(V), L), L \= [].
p21(Y,2) :- e0(1), p20, between(1,3,Y), Y @=< 3.
p21(X,Y) :- (e2(Y), between(1,3,X), not e3(X,1)) ; (p21(Y,Y), p01(Y), e3(3,Y), between(1,3,X), \+ p00(X), \+ e1(Y,Y)).
p30(3,X) <- e3(X,Y), Y \= X, findall(V, p21(X,V), L), L = [].
p30(2,X) :- e1(Y,3), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, Y], T \== g(0).
0.25::p30(X,X) :- p10(X), W is X + 1, W < 5, X @=< f(1).
query(p11(3,X)).
query(p20).
query(e0(2)).
query(e0(X)) :- between(1,2,X).
evidence(p30(1,3), true).
