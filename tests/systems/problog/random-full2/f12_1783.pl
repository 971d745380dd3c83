:- use_module(library(lists)).
0.5::e0(1,2).
0.8::e0(2,2).
0.1::e0(3,3); 0.1::e0(2,2).
0.5::e1.
p00 :- p00, not e2(2,3).
0.6::p10 :- (p10, p10, e0(Z,Z)) ; (e1, p00, findall(V, e2(2,V), L), L \= []).
p10 :- e0(X,X).
p20 :- p10, e0(Y,Z), p20, Z =\= 1.
p20 :- (e1, e0(3,Z), p10, Z < 3) ; (p20, findall(V, e2(3,V), L), sum_list(L, T), T > 2).
query(e2(3,3)).
evidence(p20, false).
