:- use_module(library(lists)).
0.8::e0(2).
0.25::e0(1).
e1.
0.2::e2(3).
0.6::e3(1).
0.2::e3(1); 0.2::e3(3); 0.1::e3(2).
0.25::p00 <- (e0(2), e2(X)) ; (e2(Y), Y < 2, Y @=< 2).
p00 :- p00, e1, e1.
p10(3) :- p10(1), e1, p10(Z), T =.. [g, Z], T \== g(0).
0.4::p10(3) :- (p11(Y), T =.. [g, Y], T \== g(0)) ; (e0(X), e1, call(e0, X)).
p11(X) :- p11(2), between(1,3,X).
P::p20(X,Y) :- (e1, between(1,3,X), between(1,3,Y), call(p11, 2)), P is X / 4.
P::p20(1,Y) :- (e1, p21, between(1,3,Y), Y \= Y), P is Y / 4.
P::p20(X,Y) :- (p10(X), p10(3), p20(X,X), between(1,3,Y), Y =\= 2, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p21 :- (e0(1)) ; (p21, p11(Z), e1, Z =\= 1).
p21 :- p11(Z), e1.
p30(Y,X) :- p21, between(1,3,X), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2.
p30(Y,Y) :- e1, between(1,3,Y), compare(O, Y, 1).
P::p30(Y,X) :- ((e2(2), e2(X), between(1,3,Y), Y == X) ; (p00, p20(2,2), e1, between(1,3,X), between(1,3,Y))), P is X / 4.
query(p21).
query(p20(3,2)).
query(p20(X,1)).
query(e0(X)) :- between(1,2,X).
