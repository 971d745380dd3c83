:- use_module(library(lists)).
0.6::e0(3,3).
0.8::e0(3,1).
0.8::e1.
0.7::e2(3).
0.1::e3.
P::p00(Y) :- (e2(Y), e0(Y,Y), Y \= Y), P is Y / 4.
p10 :- (e1, p00(Z), \+ e2(Z)) ; (e1, p10).
p10 :- p10, p11(X), not p00(X), T =.. [g, X], T \== g(0).
p11(1) <- p10, e3, e3.
p20(X,Y) :- p00(Z), p11(Z), between(1,3,X), between(1,3,Y), \+ p10, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
0.8::p20(Y,Y) :- p00(Y), p00(Y), Y @=< a.
p20(X,Y) :- (Z \== 3, p00(Z), between(1,3,X), between(1,3,Y), Z == X) ; (e0(Y,Z), p00(Y), p20(Y,Z), between(1,3,X), X \= 3).
p30(X,Y) :- (e1, e0(X,2), between(1,3,Y), call(p00, 2)) ; (e0(Y,Z), between(1,3,X), X =\= 1, X =\= 1).
query(e1).
query(e2(3)).
query(p30(X,X)) :- between(1,2,X).
