:- use_module(library(lists)).
0.25::e0(1).
0.3::e0(3); 0.2::e0(2); 0.2::e0(1).
0.7::e1(2,2).
e1(3,3).
0.8::e1(1,3).
e1(1,2).
0.1::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
0.7::e2(3).
0.6::p00(3,X) :- e1(3,Z), e0(Z), e2(1), between(1,3,X), Z = 2, \+ e2(2).
p00(2,1) :- p00(Y,X), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e2(V), L), sum_list(L, T), T > 2.
0.75::p00(3,Y) <- p00(1,3), e0(Y), Y \== Y, W is Y + 1, W < 5.
0.9::\+p00(X,1) :- e2(X).
0.2::p01(X,X) :- (e0(Z), p01(Z,3), between(1,3,X)) ; (e2(X)).
p01(X,Y) :- Y \== 1, e1(1,2), between(1,3,X), between(1,3,Y).
P::p01(Y,X) :- (e2(X), e1(X,Y), X =:= 2), P is Y / 4.
0.5::\+p01(1,X) :- e1(X,1).
p10(2) :- (p01(Y,X), p10(Y)) ; (p11(Y), p11(Y), T =.. [g, Y], T \== g(0)).
P::p10(X) :- ((e2(Y), p01(2,3), e2(Y), between(1,3,X)) ; (Y == 3, p01(Y,1), p00(1,1), e1(3,Y), between(1,3,X), Y @>= a)), P is X / 4.
p10(3) :- p10(X), e2(2), findall(V, e2(V), L), L \= [].
\+p10(Y) :- e2(Y).
p11(X) :- (e1(X,2), p01(X,X)) ; (p10(Y), between(1,3,X), findall(V, p00(1,V), L), length(L, N), N >= 1, \+ e0(X)).
p11(X) <- (e1(1,Y), e2(X), X \== X, \+ e1(X,1)) ; (p10(3), p01(Z,2), between(1,3,X), subquery(p00(3,3), Q), Q > 0.33).
0.1::p20 <- p11(Z), e1(Z,Z), findall(V, p10(V), L), length(L, N), N >= 2, Z =:= 2.
p20 :- p10(Y), p01(Y,Z).
p30(X,Y) :- e2(2), between(1,3,X), between(1,3,Y).
0.7::p30(Y,1) :- p11(Z), p01(1,Z), e1(Z,1), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1, T =.. [g, Y], T \== g(0).
0.3::\+p30(Y,X) :- e2(X), between(1, 3, Y).
p31(X) :- p00(X,Z), Z \= 1, \+ p10(Z).
p31(X) :- e1(Z,Z), between(1,3,X), \+ p01(2,Z).
p31(X) :- (p01(X,Y), e1(X,1), compare(O, X, 1)) ; (e1(3,Y), p10(Y), between(1,3,X), compare(O, Y, 2)).
query(p20).
query(e0(X)) :- between(1,2,X).
