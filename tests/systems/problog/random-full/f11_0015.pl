:- use_module(library(lists)).
0.75::e0(3).
0.4::e0(1).
0.1::e0(3); 0.3::e0(1).
0.25::e1.
p00 :- p00, e1, T =.. [g, 3], T \== g(0), findall(V, e0(V), L), length(L, N), N >= 2.
p00 :- p00, e0(Z), Z @>= f(1).
p10 :- e0(X), e0(X), p11(Y), compare(O, Y, 2).
p10 :- (e1, p10, p11(Z), not e0(Z), findall(V, e0(V), L), L \= []) ; (p10, p11(X)).
p11(Y) <- p11(Y), findall(V, e0(V), L), L = [].
p11(X) :- p00, e1, between(1,3,X), compare(O, X, 1), compare(O, X, 2).
p11(3) :- e0(Y), p00.
P::p20(X,Y) :- (p10, between(1,3,X), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
0.1::p21 :- (Y \== 2, Y == 2, p20(Y,1)) ; (p21, e0(1), findall(V, e0(V), L), sum_list(L, T), T > 2).
0.3::p21 :- (p10, p20(3,Y), p20(X,2)) ; (p20(2,Y), p00, p00).
query(p00).
query(p20(1,2)).
query(p00).
