:- use_module(library(lists)).
0.7::e0.
0.75::e1(1,2).
0.2::e1(3,3); 0.2::e1(1,1).
P::p00(Y) :- (p00(X), p01(2), between(1,3,Y)), P is Y / 4.
p01(3) :- e0, T =.. [g, 1], T \== g(0), T =.. [g, 1], T \== g(0).
P::p01(Y) :- (p01(Y), T =.. [g, Y], T \== g(0), Y >= 2), P is Y / 4.
p10(X,Y) :- Y \== 3, p11(Y,1), p00(X), \+ e1(Y,X).
P::p10(Y,X) :- (p00(1), p01(Z), p10(Y,3), between(1,3,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2), P is X / 4.
0.5::p10(Y,Y) :- p00(X), p00(3), e0, between(1,3,Y), \+ p00(X).
p11(X,Y) :- p10(2,2), e1(Z,Z), between(1,3,X), between(1,3,Y), Y @>= 1.
p11(X,Y) :- p01(X), p10(1,X), between(1,3,Y), Y =:= 2.
p20 :- (p11(Z,X), e0, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2, call(p01, 1)) ; (e0, p11(Y,Z), e0, \+ p10(Z,3), Y @>= 1).
p20 :- e0, p00(Z).
p20 :- (p21(X), e0, p01(2)) ; (p11(X,X), p01(X), p20, not p00(X), findall(V, p00(V), L), L \= []).
0.7::p21(Y) :- p00(X), p01(3), e1(1,X), between(1,3,Y), Y @>= 1.
p21(Y) :- p00(Z), p10(3,Z), between(1,3,Y), W is Y + 2, W < 5, Y =\= 3.
p30(1) :- e0.
p30(Y) :- p21(2), e0, between(1,3,Y).
0.25::p30(Y) <- p20, between(1,3,Y).
P::p31(X) <- (p01(X), p30(Z), p11(X,Y)), P is X / 4.
query(e0).
query(p10(2,Y)).
query(p00(2)).
