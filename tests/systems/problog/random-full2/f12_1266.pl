:- use_module(library(lists)).
0.6::e0.
0.75::e1(2,1).
0.9::e1(2,3).
0.4::e1(2,2).
0.3::e1(1,1); 0.3::e1(3,3).
0.75::e2(2).
0.9::e2(3).
p00 :- e2(Y), e0, Y @>= 3, T =.. [g, Y], T \== g(0).
p00 :- e0, e2(1).
p00 :- e1(3,1), e1(X,Y).
p10 :- e0, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
0.6::p10 :- (e2(Y), p00, e2(Y)) ; (p11(Y)).
p10 <- (e1(2,Z), \+ e0) ; (e1(Z,Z), e1(Z,3), call(e2, Z), Z \== 2).
0.3::p11(3) :- p10.
p11(X) :- e1(Z,1), between(1,3,X), \+ e1(Z,1), findall(V, e2(V), L), L \= [].
p11(Y) :- (p00, between(1,3,Y)) ; (p11(Y), p10, p11(3), Y @=< 1, W is Y + 3, W < 5).
query(e1(1,2)).
