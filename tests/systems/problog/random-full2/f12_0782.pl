:- use_module(library(lists)).
0.9::e0.
0.5::e1(3).
0.5::e1(1).
0.3::e1(1); 0.3::e1(2).
0.25::e2(3).
e3(3).
0.3::e3(2); 0.2::e3(1).
p00(2,Y) :- p00(3,Y), call(e2, Y).
p00(Y,X) <- e2(1), e2(1), between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), compare(O, Y, 2).
P::p00(Y,3) :- (e1(Y), Y @>= 3, \+ e0), P is Y / 4.
p01(3) :- e1(Y), e0, \+ e3(Y), compare(O, Y, 2).
p01(Y) :- e0, between(1,3,Y).
p10 :- p10, \+ e0.
p10 :- p10.
p10 :- (Z == 2, e2(Z), e0, p00(2,3), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (p11(Z), p11(Z), e0).
p11(Y) :- e3(Y), p00(X,1).
p20 :- p00(3,3), p00(Y,Z), \+ p11(Z).
p20 :- p00(3,1), p11(Z), p20, Z \== 3.
0.5::p20 :- p11(Y), p10.
P::p30(X,Y) :- (e3(2), e0, p31(Y,1), between(1,3,X), not e1(Y), call(p00, Y, X)), P is Y / 4.
P::p30(Y,X) <- (X \== 2, p31(X,Y), p30(1,X), p10, not p01(X)), P is Y / 4.
P::p31(2,X) :- (p20, e3(Y), e2(Y), between(1,3,X), Y @< 1, not p00(1,Y)), P is X / 4.
0.9::p31(Y,Y) :- e0, e0, between(1,3,Y), findall(V, p00(Y,V), L), L \= [].
P::p31(Y,2) :- (p20, between(1,3,Y)), P is Y / 4.
query(e2(2)).
