:- use_module(library(lists)).
0.75::e0(2,1).
0.8::e0(3,1).
0.1::e0(3,3); 0.1::e0(2,2).
e1(1).
0.5::e1(2).
0.5::e2(1,3).
0.3::e2(3,2).
0.7::e2(1,2).
e2(3,3).
e3(1,2).
e3(2,2).
p00 :- e2(X,Z), e3(X,X), p00, call(e0, X, X).
0.6::p01 :- e2(3,3).
p01 :- e3(Z,Y).
p10 <- p10, e0(X,3), e3(X,2), findall(V, e3(X,V), L), sum_list(L, T), T > 2, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10 :- p00, \+ e1(2).
p10 <- (e1(X), p10) ; (e0(1,X), call(e2, 3, X)).
0.75::p11(X,3) :- e2(X,1), findall(V, e3(1,V), L), L \= [], findall(V, e1(V), L), length(L, N), N >= 2.
p11(X,Y) :- p00, p10, between(1,3,X), between(1,3,Y), \+ p01, W is Y + 2, W < 5.
p20(2) :- e3(Z,X), e2(Z,2).
p20(X) :- e2(2,1), e1(X), X @< a.
0.9::p21(Y) :- p10, between(1,3,Y), Y =\= 2.
0.25::p21(1) :- p20(1), p10, e0(Z,X), Z @>= a.
p30(Y) :- e2(3,X), p00, p01, between(1,3,Y).
p30(X) :- p10, between(1,3,X).
P::p31(Y) :- (p11(2,Y), p20(Y), p10, Y =:= 3, Y = Y), P is Y / 4.
p31(X) <- p21(X), p10.
query(e3(Y,3)).
