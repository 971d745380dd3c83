:- use_module(library(lists)).
0.25::e0.
0.8::e1.
e2(1).
0.4::e2(2).
0.3::e2(3); 0.2::e2(1).
0.9::e3(1,2).
0.6::e3(1,1).
p00 :- Z == 2, e1, e3(Z,Z), Z @< 2.
p00 :- e2(X).
0.9::p00 :- e1, findall(V, e2(V), L), sum_list(L, T), T > 2, \+ e3(3,2).
p01(Y) <- (e3(X,Y), e0, call(e2, 3)) ; (e3(X,Y), p01(Y), p00).
p10 :- e1, p10, p10, \+ p00.
p10 <- p01(X), X @=< f(1).
p10 :- e2(Z), e1, \+ e2(1), Z < 3.
P::p20(Y) :- ((p00, p01(Y), p20(1), Y \= 3) ; (e0, e1, between(1,3,Y), Y < 3)), P is Y / 4.
0.2::p20(3) <- p20(Y), p10, p00.
query(p00).
query(e1).
query(p00).
