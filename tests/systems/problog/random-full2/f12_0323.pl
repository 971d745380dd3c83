:- use_module(library(lists)).
0.5::e0(3,3).
0.6::e0(1,1).
0.7::e0(3,1).
0.1::e1(2); 0.3::e1(3).
p00 :- (e1(3), e0(Y,Y), p01(Y), not e1(Y), T =.. [g, Y], T \== g(0)) ; (e0(Z,X)).
P::p01(Y) :- (p00, between(1,3,Y), Y @=< 2, \+ e0(Y,3)), P is Y / 4.
p01(1) :- (p00, e0(1,Z), e0(X,2), \+ e0(1,X)) ; (e0(Y,3), findall(V, e1(V), L), L = []).
p01(Y) :- (e0(1,3), p01(X), p00, between(1,3,Y)) ; (e1(X), between(1,3,Y)).
p10 :- p00, p00, p11(1), not p01(3).
P::p11(X) :- (p11(X)), P is X / 4.
p11(Y) :- (p11(Y), e0(2,X), e1(1), not e0(X,X)) ; (p00, p00, p01(Y), Y =\= 2, Y < 2).
p11(Y) <- p11(Z), p11(Z), between(1,3,Y), Z =:= 3.
p20 :- p01(X), p20, T =.. [g, X], T \== g(0).
p20 :- e0(Y,X), p10, findall(V, e1(V), L), L \= [].
0.25::p20 :- p00, call(e0, 3, 1).
P::p21(X,X) :- (p10, p10, p11(Z), between(1,3,X), \+ e1(Z), findall(V, e0(3,V), L), sum_list(L, T), T > 2), P is X / 4.
0.9::p21(Y,X) :- p21(X,X), p10, p20, between(1,3,Y).
P::p21(X,1) :- (e1(3), between(1,3,X), not e0(1,X), T =.. [g, X], T \== g(0)), P is X / 4.
p30(X) :- p01(Y), p30(Y), p10, between(1,3,X), W is X + 2, W < 5.
p30(Y) :- p11(Z), p30(Z), between(1,3,Y), Z == Z.
query(p01(Y)).
