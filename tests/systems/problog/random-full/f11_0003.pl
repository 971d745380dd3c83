:- use_module(library(lists)).
0.9::e0(3,1).
e0(2,1).
0.2::e1(3).
0.3::e1(2); 0.3::e1(3).
p00(X,X) <- (p00(Z,Z), p01(Z), between(1,3,X), findall(V, e0(X,V), L), L = []) ; (e1(X), \+ e1(X)).
p00(3,2) :- e1(1), p00(X,Z), e1(X), X \= X, \+ e1(Z).
p00(X,X) :- e0(X,2), call(e0, X, X).
p01(3) :- (e1(Z), p00(Z,Z)) ; (p00(Y,X), e0(Y,Y), p01(X)).
p01(X) :- e1(X), p01(1), X =\= 1, X = X.
p10(X) :- (p01(1), e1(Z), between(1,3,X), Z @>= 2, compare(O, X, 2)) ; (p10(X)).
p11(Y) :- (e1(Y), Y =:= 3) ; (p01(2), p00(X,X), between(1,3,Y)).
P::p11(Y) :- (p11(1), p01(Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p11(Y) :- p01(Y), p11(Y), p01(Y), findall(V, e1(V), L), L \= [].
p20 :- e0(X,Y), e0(X,Z), p21, T =.. [g, X], T \== g(0).
p20 :- e0(2,Y), \+ p10(3).
0.1::p21 :- e0(X,3), p10(X), p11(X), X \= 3.
0.3::p21 :- p10(Z), e0(Z,1), e0(2,Z), findall(V, p00(Z,V), L), length(L, N), N >= 2, compare(O, Z, 1).
p30 :- p11(Y), p20.
0.3::p30 :- p10(Y), p00(Z,Y), call(e0, Y, 2), compare(O, Y, 3).
p30 :- p10(Y), T =.. [g, Y], T \== g(0), \+ p21.
query(e1(X)).
query(p20).
query(p10(2)).
query(e1(X)) :- between(1,2,X).
evidence(p01(3), true).
